import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { BanSchema, MAX_BAN_REASON_LENGTH, type Influencer } from '@portal/domain/admin';
import { useBanInfluencer } from '../api/ban-influencer';
import { ReasonModal } from './reason-modal';

interface BanModalProps {
  /** The influencer to ban; the modal is closed when null. */
  influencer: Influencer | null;
  onClose: () => void;
}

/** Bans an influencer, with a required reason. */
export function BanModal({ influencer, onClose }: BanModalProps) {
  const { t } = useLingui();
  const ban = useBanInfluencer();
  return (
    <ReasonModal
      influencer={influencer}
      onClose={onClose}
      title={(name) => t`Ban ${name}`}
      explanation={<Trans>A banned influencer can no longer sign in. The reason is kept with the ban.</Trans>}
      maxLength={MAX_BAN_REASON_LENGTH}
      parse={(input) => BanSchema.safeParse(input)}
      reasonRequired={msg`Please give a reason for the ban`}
      action={{ run: ban.mutateAsync, pending: ban.isPending }}
      submitLabel={<Trans>Ban influencer</Trans>}
    />
  );
}
