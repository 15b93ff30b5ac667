import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import type { Campaign } from '@portal/domain/admin';
import { formatDate } from '@/lib/format-date';
import { statusLine } from '@/lib/i18n/status-labels';

/**
 * The creators who left the campaign because their account was deleted at their request: one line
 * each, newest first (the server lists the newest few and counts the others). Nobody is named: the
 * server keeps no one's name. Nothing when nobody has.
 */
export function CampaignWithdrawals({ withdrawals }: { withdrawals: Campaign['withdrawals'] }) {
  const { t } = useLingui();
  const { items, total } = withdrawals;
  if (total === 0) return null;
  const others = total - items.length;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="region"
      icon={<IconUserMinus aria-hidden="true" />}
      title={plural(total, { one: '# creator withdrew', other: '# creators withdrew' })}
    >
      <Stack gap={4}>
        <List size="sm">
          {items.map((withdrawal, index) => {
            const date = formatDate(withdrawal.at);
            const status = statusLine(withdrawal.status);
            return (
              // The same day and status can come twice: nothing else tells two withdrawals apart.
              <List.Item key={`${withdrawal.at}-${index}`}>
                {t`A creator withdrew on ${date}: their account was deleted at their request (the task was ${status}).`}
              </List.Item>
            );
          })}
        </List>
        {others > 0 && (
          <Text size="sm">
            {plural(others, { one: 'And # earlier withdrawal.', other: 'And # earlier withdrawals.' })}
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
