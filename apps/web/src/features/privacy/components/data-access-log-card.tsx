import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import {
  splitReadReason,
  type CommonReadReason,
  type PersonalDataField,
  type PersonalDataRead,
  type PersonalDataReadChannel,
} from '@portal/domain/privacy';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { formatDateTime } from '@/lib/format-date';
import { usePersonalDataReads } from '../api/data-reads';

const PAGE_SIZE = 10;

const FIELD_LABELS: Record<PersonalDataField, MessageDescriptor> = {
  'id-number': msg`Your NRIC or passport number`,
  'bank-account': msg`Your bank account number`,
};

const CHANNEL_LABELS: Record<PersonalDataReadChannel, MessageDescriptor> = {
  reveal: msg`Viewed on screen`,
  'payouts-export': msg`In a payouts export file`,
  'bank-file': msg`In a bank transfer file`,
};

/** The reasons our team picks most often, in the creator's language; any other is shown as written. */
const COMMON_REASON_LABELS: Record<CommonReadReason, MessageDescriptor> = {
  'Making a payout': msg`Making a payout`,
  'Checking a payment problem': msg`Checking a payment problem`,
  'Creator asked': msg`Creator asked`,
};

/** One read: what was seen and how, who saw it and when, and why. */
function ReadItem({ read }: { read: PersonalDataRead }) {
  const { t } = useLingui();
  const { common, details } = splitReadReason(read.reason);
  const reason =
    common === null
      ? details
      : details === ''
        ? t(COMMON_REASON_LABELS[common])
        : `${t(COMMON_REASON_LABELS[common])}: ${details}`;
  const when = formatDateTime(read.readAt);
  return (
    <Stack component="li" gap={4} py="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {t(FIELD_LABELS[read.field])}
        </Text>
        <Badge variant="light" color="gray">
          {t(CHANNEL_LABELS[read.channel])}
        </Badge>
      </Group>
      <Text size="sm">{t`By ${read.readerName} on ${when}`}</Text>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t`Reason: ${reason}`}
      </Text>
    </Stack>
  );
}

/**
 * "Who looked at your details": each time someone in our team saw the creator's identity document
 * or bank account number in full (on screen, or in a file made to pay them), with who, when, how
 * and why; newest first, a page at a time.
 */
export function DataAccessLogCard() {
  const { t } = useLingui();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const reads = usePersonalDataReads(page, PAGE_SIZE);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t`Who looked at your details`}
        </Title>
        <Text c="dimmed" size="sm">
          {t`Our team sees your NRIC or passport number and bank account number only shortened to their last 4 digits. Each time someone needs to see one in full, for example to pay you, it is recorded here with their name, when and why.`}
        </Text>
        {reads.isPending ? (
          <Skeleton height={96} radius="md" aria-label={t`Loading who looked at your details`} />
        ) : reads.isError ? (
          <LoadError
            title={t`Who looked at your details could not be loaded`}
            error={reads.error}
            onRetry={() => void reads.refetch()}
          />
        ) : reads.data.total === 0 ? (
          <EmptyState message={t`Nobody in our team has looked at your NRIC, passport or bank account number.`} />
        ) : (
          <>
            <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby={headingId}>
              {reads.data.items.map((read) => (
                <ReadItem key={read.id} read={read} />
              ))}
            </Stack>
            {reads.data.total > reads.data.pageSize && (
              <Paginator
                page={page}
                pageSize={reads.data.pageSize}
                total={reads.data.total}
                onPageChange={setPage}
                noun={t`views`}
                countText={(total) => plural(total, { one: '# view', other: '# views' })}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
