import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { extensionRefusal, type DeadlineExtension, type Task } from '@portal/domain/tasks';
import { SentWorkItem } from '@/components/sent-work-item';
import { formatDateTime } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';
import { useTaskExtensions } from '../api/get-task-extensions';
import { ExtensionRequestDialog } from './extension-request-dialog';

const ONE_MINUTE = 60_000;
const STATUS_COLOR = { PENDING: 'yellow', APPROVED: 'green', DECLINED: 'red' } as const;

/** One request as the creator reads it: the date asked for and why, then the decision and its remark. */
function ExtensionRequestItem({ request }: { request: DeadlineExtension }) {
  const { t } = useLingui();
  const statusLabel = { PENDING: t`Waiting for a decision`, APPROVED: t`Approved`, DECLINED: t`Declined` }[
    request.status
  ];
  const requested = formatDateTime(request.requestedDeadline);
  const approved = request.approvedDeadline && formatDateTime(request.approvedDeadline);
  const remark = request.remark;
  const reason = request.reason;
  return (
    <SentWorkItem
      kind={t`Extension request`}
      color="grape"
      createdAt={request.createdAt}
      status={
        <Badge variant="light" tt="none" color={STATUS_COLOR[request.status]}>
          {statusLabel}
        </Badge>
      }
    >
      <Text size="sm">
        <Trans>New deadline asked for: {requested}</Trans>
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        <Trans>Your reason: {reason}</Trans>
      </Text>
      {approved && (
        <Text size="sm" fw={600}>
          <Trans>Your new deadline: {approved}</Trans>
        </Text>
      )}
      {remark && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {request.status === 'DECLINED' ? <Trans>Reason given: {remark}</Trans> : <Trans>Note: {remark}</Trans>}
        </Text>
      )}
    </SentWorkItem>
  );
}

/**
 * A task's deadline extensions: the requests and their decisions, newest first, and the way to ask
 * for a later deadline while the task may (`extensionRefusal`). Nothing when neither applies.
 */
export function DeadlineExtensions({ task }: { task: Task }) {
  const { t } = useLingui();
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const extensions = useTaskExtensions(task.id);
  // The window after expiry closes with time: checked again every minute.
  const now = useNow(ONE_MINUTE);
  if (!extensions.data) {
    return null;
  }
  const { requests, expiredAt } = extensions.data;
  const pending = requests.some((request) => request.status === 'PENDING');
  const mayAsk = extensionRefusal({ status: task.status, expiredAt, pending }, now) === null;
  if (!mayAsk && requests.length === 0) {
    return null;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t`Deadline extension`}
      </Title>
      {mayAsk && (
        <>
          <Text size="sm">
            <Trans>Need more time? Ask the brand for a later deadline.</Trans>
          </Text>
          <Button variant="light" style={{ alignSelf: 'flex-start' }} onClick={() => setAsking(true)}>
            <Trans>Request an extension</Trans>
          </Button>
          <ExtensionRequestDialog task={task} opened={asking} onClose={() => setAsking(false)} />
        </>
      )}
      {requests.map((request) => (
        <ExtensionRequestItem key={request.id} request={request} />
      ))}
    </Stack>
  );
}
