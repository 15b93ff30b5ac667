import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { MessageSide, ThreadEntry, ThreadFile } from '@portal/domain/messages';
import type { TaskAction, TaskEventAction } from '@portal/domain/tasks';
import { formatDateTime } from '@/lib/format-date';
import { translateMessage } from '@/lib/i18n/translate-message';
import { MessageText } from './message-text';

/** Each step of the task, as the thread tells it. */
const STEP_TEXTS: Record<TaskEventAction, MessageDescriptor> = {
  invite: msg`Invited to the campaign`,
  apply: msg`Applied to the campaign`,
  approveApplication: msg`Application approved`,
  rejectApplication: msg`Application not approved`,
  reapply: msg`Applied again`,
  accept: msg`Task accepted`,
  submit: msg`Submission sent`,
  submitDraft: msg`Draft sent`,
  approveDraft: msg`Draft approved`,
  rejectDraft: msg`Draft needs changes`,
  reject: msg`Submission needs changes`,
  approveWithReport: msg`Submission approved, a report to follow`,
  approve: msg`Submission approved`,
  submitReport: msg`Report sent`,
  approveReport: msg`Report approved`,
  startPayout: msg`Payout started`,
  markPaid: msg`Paid`,
  payoutSent: msg`Payment sent`,
  payoutUnclaimed: msg`Payment not claimed: check the PayPal e-mail in your payment details`,
  payoutReturned: msg`Payment came back: check your payment details; it is sent again in the next batch`,
  expire: msg`Expired at the deadline`,
  reverseRejection: msg`Rejection withdrawn: the submission is under review again`,
  reverseDraftRejection: msg`Rejection withdrawn: the draft is under review again`,
  requestExtension: msg`Deadline extension requested`,
  approveExtension: msg`Deadline extension approved`,
  declineExtension: msg`Deadline extension declined`,
  brandMessage: msg`Message from the brand`,
  remindDeadline48: msg`Reminder: 48 hours to the deadline`,
  remindDeadline24: msg`Reminder: 24 hours to the deadline`,
  referralApplied: msg`A friend you referred applied`,
  referralCompleted: msg`A friend you referred completed the campaign`,
  referralFeeDue: msg`Referral fee due`,
  referralFeePaid: msg`Referral fee paid`,
  referralFeeSent: msg`Referral fee sent`,
  referralFeeUnclaimed: msg`Referral fee not claimed`,
  referralFeeReturned: msg`Referral fee came back`,
};

/** How a step's remark is introduced. */
const REMARK_TEXTS: Partial<Record<TaskEventAction, MessageDescriptor>> = {
  rejectApplication: msg`Reason`,
  rejectDraft: msg`What to change`,
  reject: msg`What to change`,
  declineExtension: msg`Reason`,
  approveDraft: msg`Approved comment`,
  submitDraft: msg`Draft comment`,
  markPaid: msg`Payment reference`,
  payoutUnclaimed: msg`Reason`,
  payoutReturned: msg`Reason`,
};

const isStep = (action: string | null): action is TaskEventAction => action !== null && action in STEP_TEXTS;

/** The text of the error a deleted file's link would answer: in the main catalogue, loaded with every page. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- its code: shown translated (error-messages.ts)
const ERASED = { code: 'file-erased', message: 'Deleted under the retention policy' };

/**
 * A message's files: images as thumbnails, anything else as a named link; a file whose bytes
 * retention deleted by its name, greyed, saying so.
 */
function MessageFiles({ files }: { files: ThreadFile[] }) {
  const { t } = useLingui();
  if (files.length === 0) return null;
  return (
    <Group gap="xs" mt={4}>
      {files.map(({ fileName, ...file }) =>
        file.url === null ? (
          <Text key={file.key} size="sm" c="dimmed">
            {fileName} · {translateMessage(ERASED)}
          </Text>
        ) : file.contentType?.startsWith('image/') ? (
          <Anchor key={file.key} href={file.url} target="_blank" rel="noopener noreferrer">
            <Image src={file.url} alt={fileName} w={96} h={96} fit="cover" radius="sm" loading="lazy" />
          </Anchor>
        ) : (
          <Anchor
            key={file.key}
            href={file.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={t`Download ${fileName}`}
          >
            {fileName}
          </Anchor>
        ),
      )}
    </Group>
  );
}

/** The one step the server takes with a remark of its own. */
const SERVER_REMARK_ACTION: TaskAction = 'expire';

/** A step of the task's timeline: one compact line, and its remark. */
function StepLine({ entry }: { entry: ThreadEntry }) {
  const { t } = useLingui();
  const action = entry.action;
  const label = isStep(action) ? REMARK_TEXTS[action] : undefined;
  // A person's remark shows as written; the server's own, on the step it takes when a deadline
  // passes ('Deadline passed'), in the page's language.
  const remark = entry.remark && (action === SERVER_REMARK_ACTION ? translateMessage(entry.remark) : entry.remark);
  return (
    <Box component="li" ta="center" py={4}>
      <Text size="xs" c="dimmed">
        {isStep(action) ? t(STEP_TEXTS[action]) : t`Task updated`} ·{' '}
        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
      </Text>
      {remark && (
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
          {label ? `${t(label)}: ${remark}` : remark}
        </Text>
      )}
    </Box>
  );
}

/** A message as a bubble: the viewer's own side on the right. */
function MessageBubble({ entry, viewer, brandName }: { entry: ThreadEntry; viewer: MessageSide; brandName: string }) {
  const own = entry.side === viewer;
  const author = entry.authorName ?? brandName;
  return (
    <Box component="li" style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}>
      <Paper
        withBorder
        radius="md"
        p="xs"
        maw="85%"
        bg={own ? 'var(--mantine-primary-color-light)' : undefined}
        aria-label={own ? undefined : author}
      >
        <Stack gap={2}>
          {/* Dimmed grey on the tint of one's own bubble is under 4.5:1: there, the text's own colour. */}
          <Text size="xs" c={own ? undefined : 'dimmed'}>
            {own ? <Trans>You</Trans> : author} ·{' '}
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
          </Text>
          {entry.body && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <MessageText body={entry.body} />
            </Text>
          )}
          <MessageFiles files={entry.files} />
        </Stack>
      </Paper>
    </Box>
  );
}

/** The thread, oldest first: messages as bubbles, the task's own steps as compact lines. */
export function ThreadEntries({
  entries,
  viewer,
  brandName,
}: {
  entries: ThreadEntry[];
  viewer: MessageSide;
  /** Who the brand side's messages are from, as a creator sees them. */
  brandName: string;
}) {
  const { t } = useLingui();
  if (entries.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        <Trans>No messages yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Conversation`}>
      {entries.map((entry) =>
        entry.type === 'message' ? (
          <MessageBubble key={entry.id} entry={entry} viewer={viewer} brandName={brandName} />
        ) : (
          <StepLine key={entry.id} entry={entry} />
        ),
      )}
    </Stack>
  );
}
