import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { LoadError } from '@/components/load-error';
import { Paginator } from '@/components/paginator';
import { TableScroller } from '@/components/table-scroller';
import { formatDateTime } from '@/lib/format-date';
import { useSignIns } from '../api/consent';

const PAGE_SIZE = 10;

/* eslint-disable lingui/no-unlocalized-strings -- browsers' and systems' names, the same in every language */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];
/* eslint-enable lingui/no-unlocalized-strings */

/** A browser's own description, shortened to what a person recognises: the browser and the system. */
function browserOf(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const nameIn = (names: readonly [RegExp, string][]) => names.find(([pattern]) => pattern.test(userAgent))?.[1];
  const names = [nameIn(BROWSERS), nameIn(SYSTEMS)].filter((name) => name !== undefined);
  return names.length > 0 ? names.join(', ') : null;
}

/**
 * 'Sign-in history' on the Your data page: when the person signed in, from which address and with
 * which browser, newest first, so they can spot a sign-in that was not theirs.
 */
export function SignInHistoryCard() {
  const { t } = useLingui();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const signIns = useSignIns(page, PAGE_SIZE);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {t`Sign-in history`}
        </Title>
        <Text c="dimmed" size="sm">
          {t`Each time you signed in, newest first. If you see a sign-in that was not you, change your password.`}
        </Text>
        {signIns.isPending ? (
          <Skeleton height={160} radius="md" role="status" aria-label={t`Loading your sign-in history`} />
        ) : signIns.isError ? (
          <LoadError
            title={t`Your sign-in history could not be loaded`}
            error={signIns.error}
            onRetry={() => void signIns.refetch()}
          />
        ) : signIns.data.total === 0 ? (
          <Text size="sm">{t`No sign-ins recorded yet.`}</Text>
        ) : (
          <>
            <TableScroller label={t`Sign-in history`} minWidth={480}>
              <Table striped verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t`When`}</Table.Th>
                    <Table.Th scope="col">{t`IP address`}</Table.Th>
                    <Table.Th scope="col">{t`Browser`}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {signIns.data.items.map((signIn, index) => (
                    <Table.Tr key={`${signIn.at}-${index}`}>
                      <Table.Td>{formatDateTime(signIn.at)}</Table.Td>
                      <Table.Td>{signIn.ipAddress ?? t`Unknown`}</Table.Td>
                      <Table.Td title={signIn.userAgent ?? undefined}>
                        {browserOf(signIn.userAgent) ?? t`Unknown`}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroller>
            <Paginator
              page={page}
              onPageChange={setPage}
              pageSize={PAGE_SIZE}
              total={signIns.data.total}
              noun={t`sign-ins`}
              countText={(total) => plural(total, { one: '# sign-in', other: '# sign-ins' })}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
