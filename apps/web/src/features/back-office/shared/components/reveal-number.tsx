import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, CopyButton, Group, Modal, NativeSelect, Stack, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy, IconEye } from '@tabler/icons-react';
import { useId, useState, type FormEvent } from 'react';
import {
  COMMON_READ_REASONS,
  READ_REASON_MAX_LENGTH,
  readReasonOf,
  RevealPersonalDataSchema,
  type CommonReadReason,
  type PersonalDataField,
} from '@portal/domain/privacy';
import { DialogActions } from '@/components/dialog-actions';
import { translateDomainMessage } from '@/lib/i18n/translate-errors';
import type { UntranslatedMessage } from '@/lib/i18n/translate-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { useRevealPersonalData } from '../api/reveal-personal-data';

/** The reasons offered first, in the page's language; the creator reads the one chosen in theirs. */
const COMMON_REASON_LABELS: Record<CommonReadReason, MessageDescriptor> = {
  'Making a payout': msg`Making a payout`,
  'Checking a payment problem': msg`Checking a payment problem`,
  'Creator asked': msg`Creator asked`,
};
const OTHER = 'other';

interface RevealNumberProps {
  /** Whose number it is; without one there is nothing to reveal. */
  userId: string | null;
  field: PersonalDataField;
  /** What the number is, in the page's language: 'Account number', 'NRIC'. */
  label: string;
  /** As the server sent it: '••••5678'. */
  masked: string;
}

interface RevealDialogProps extends Omit<RevealNumberProps, 'masked' | 'userId'> {
  userId: string;
  opened: boolean;
  onClose: () => void;
}

/** Asks why, then shows the number in full with a way to copy it; closing it forgets the number. */
function RevealDialog({ userId, field, label, opened, onClose }: RevealDialogProps) {
  const { t } = useLingui();
  const [common, setCommon] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<UntranslatedMessage | null>(null);
  const [value, setValue] = useState<string | null>(null);
  const reveal = useRevealPersonalData();
  const valueLabelId = useId();

  const close = () => {
    setCommon('');
    setDetails('');
    setError(null);
    setValue(null);
    reveal.reset();
    onClose();
  };

  const submit = useOneAtATime(async () => {
    const chosen = COMMON_READ_REASONS.find((reason) => reason === common) ?? null;
    if (common === '') {
      setError(msg`Please choose why you need to see this number`);
      return;
    }
    const parsed = RevealPersonalDataSchema.safeParse({ field, reason: readReasonOf(chosen, details) });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? msg`Please say why you need to see this number`);
      return;
    }
    await reveal
      .mutateAsync({ userId, ...parsed.data })
      .then((answer) => setValue(answer.value))
      .catch(() => undefined);
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Show ${label}`} centered>
      {value === null ? (
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <Text size="sm">{t`The creator can see who viewed this number, when and why.`}</Text>
            <NativeSelect
              label={t`Why do you need to see it?`}
              required
              value={common}
              onChange={(event) => {
                setCommon(event.currentTarget.value);
                setError(null);
              }}
              error={common === '' && error ? translateDomainMessage(error) : undefined}
              data={[
                { value: '', label: t`Choose a reason`, disabled: true },
                ...COMMON_READ_REASONS.map((reason) => ({ value: reason, label: t(COMMON_REASON_LABELS[reason]) })),
                { value: OTHER, label: t`Another reason` },
              ]}
              data-autofocus
            />
            <Textarea
              label={common === OTHER ? t`Reason` : t`Details (optional)`}
              required={common === OTHER}
              minRows={2}
              maxLength={READ_REASON_MAX_LENGTH}
              value={details}
              onChange={(event) => {
                setDetails(event.currentTarget.value);
                setError(null);
              }}
              error={common !== '' && error ? translateDomainMessage(error) : undefined}
            />
            <DialogActions onCancel={close}>
              <Button type="submit" loading={reveal.isPending}>
                {t`Show number`}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      ) : (
        <Stack gap="md">
          <Text size="sm" c="dimmed" id={valueLabelId}>
            {label}
          </Text>
          <Text
            size="xl"
            ff="monospace"
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
            role="status"
            aria-labelledby={valueLabelId}
          >
            {value}
          </Text>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={value}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'default'}
                  color={copied ? 'teal' : undefined}
                  leftSection={
                    copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />
                  }
                  onClick={copy}
                >
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close} data-autofocus>
              {t`Done`}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/**
 * A creator's identity or bank account number as the back office sees it, masked, with a Show
 * button that asks why before showing it in full; each reveal is recorded for the creator to see.
 */
export function RevealNumber({ userId, field, label, masked }: RevealNumberProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const lastShown = masked.replace(/•/g, '');
  return (
    <>
      <Text span size="sm" ff="monospace">
        <span aria-hidden="true">{masked}</span>
        <VisuallyHidden component="span">
          {lastShown === '' ? t`hidden` : t`hidden, ending in ${lastShown}`}
        </VisuallyHidden>
      </Text>{' '}
      {userId !== null && (
        <>
          <Button
            variant="subtle"
            size="compact-xs"
            leftSection={<IconEye size={14} aria-hidden="true" />}
            onClick={() => setOpened(true)}
            aria-label={t`Show ${label}`}
          >
            {t`Show`}
          </Button>
          <RevealDialog userId={userId} field={field} label={label} opened={opened} onClose={() => setOpened(false)} />
        </>
      )}
    </>
  );
}
