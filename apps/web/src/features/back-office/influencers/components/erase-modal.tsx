import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Influencer } from '@portal/domain/admin';
import { EraseAccountSchema, MAX_ERASE_REASON_LENGTH } from '@portal/domain/privacy';
import { useEraseInfluencer } from '../api/erase-influencer';
import { ReasonModal } from './reason-modal';

interface EraseModalProps {
  /** The influencer whose account to erase; the modal is closed when null. */
  influencer: Influencer | null;
  onClose: () => void;
}

/** Erases an influencer's account at once, at their request, with the reason kept in the audit trail. */
export function EraseModal({ influencer, onClose }: EraseModalProps) {
  const { t } = useLingui();
  const erase = useEraseInfluencer();
  return (
    <ReasonModal
      influencer={influencer}
      onClose={onClose}
      title={(name) => t`Erase ${name}'s account?`}
      explanation={
        <Trans>
          Only at the creator&apos;s own request. Their personal data, messages and files are erased now and cannot be
          recovered; their tasks in progress are withdrawn. Payments made stay in the books as &quot;Deleted
          creator&quot;.
        </Trans>
      }
      reasonDescription={t`For example: how and when the creator asked. Kept in the audit trail.`}
      maxLength={MAX_ERASE_REASON_LENGTH}
      parse={(input) => EraseAccountSchema.safeParse(input)}
      reasonRequired={msg`Please give the reason for erasing this account`}
      action={{ run: erase.mutateAsync, pending: erase.isPending }}
      submitLabel={<Trans>Erase account</Trans>}
    />
  );
}
