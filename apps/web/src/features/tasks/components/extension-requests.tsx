import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Text } from '@mantine/core';
import type { DeadlineExtension } from '@portal/domain/tasks';
import { SentWorkItem } from '@/components/sent-work-item';
import { formatDateTime } from '@/lib/format-date';

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

/** A task's extension requests, newest first (loaded once a task has any). */
export function ExtensionRequests({ requests }: { requests: readonly DeadlineExtension[] }) {
  return requests.map((request) => <ExtensionRequestItem key={request.id} request={request} />);
}
