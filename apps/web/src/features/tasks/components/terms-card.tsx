import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { AUTO_APPROVAL_GRACE_DAYS, PAID_USAGE_DAYS, type Terms } from '@portal/domain/terms';
import { formatDateTime } from '@/lib/format-date';
import { formatMoney } from '@/lib/format-money';

/** What the brand may do with the content, in plain words. */
function useUsageRightsText(terms: Terms): string {
  const { t } = useLingui();
  const paidDays = PAID_USAGE_DAYS[terms.usageRights];
  if (paidDays !== undefined) {
    return plural(paidDays, {
      one: 'The brand may use your content in organic posts and in paid ads for # day',
      other: 'The brand may use your content in organic posts and in paid ads for # days',
    });
  }
  return terms.usageRights === 'PERPETUAL'
    ? t`The brand may use your content in any way, with no time limit`
    : t`The brand may share your content in organic posts only, not in paid ads`;
}

interface TermsCardProps {
  terms: Terms;
  /** The campaign approves drafts and submissions left unreviewed a while past the review promise. */
  autoApproval?: boolean;
  /** The brand has set aside the money for the campaign's payments, this one's included (`Task.paymentSecured`). */
  paymentSecured?: boolean;
}

/**
 * The terms a creator is promised, in plain words: pay and when, review time (and the automatic
 * approval of late reviews, when the campaign has it), revisions, usage rights and the deadline.
 * Before they apply or accept, the campaign's; after, the copy they agreed to. "Payment secured"
 * when the brand has set the money aside, marked by an icon and said in words; nothing when it has not.
 */
export function TermsCard({ terms, autoApproval = false, paymentSecured = false }: TermsCardProps) {
  const { t } = useLingui();
  const headingId = useId();
  const amount = formatMoney(terms.incentive, terms.currency);
  const usageRights = useUsageRightsText(terms);
  const deadline = terms.deadline && formatDateTime(terms.deadline);

  return (
    // A Paper rather than a Card: the same box, and the task page loads no Card code for it.
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Your terms</Trans>
        </Title>
        {paymentSecured && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconCircleCheck size={18} color="var(--mantine-color-teal-text)" aria-hidden="true" />
            <Text size="sm">
              <Text span fw={600} c="teal">
                <Trans>Payment secured</Trans>
              </Text>{' '}
              <Text span c="dimmed" inherit>
                <Trans>The brand has set aside the money for this campaign’s payments.</Trans>
              </Text>
            </Text>
          </Group>
        )}
        <List spacing="xs">
          <List.Item>
            {plural(terms.paymentDays, {
              one: `You will be paid ${amount} within # working day of approval`,
              other: `You will be paid ${amount} within # working days of approval`,
            })}
          </List.Item>
          <List.Item>
            {plural(terms.reviewDays, {
              one: 'The brand reviews each submission within # working day',
              other: 'The brand reviews each submission within # working days',
            })}
            {autoApproval && (
              <Text size="sm" c="dimmed">
                {plural(AUTO_APPROVAL_GRACE_DAYS, {
                  one: 'Not reviewed within # working day after that? Your draft or submission is approved automatically.',
                  other:
                    'Not reviewed within # working days after that? Your draft or submission is approved automatically.',
                })}
              </Text>
            )}
          </List.Item>
          <List.Item>
            {plural(terms.revisionsIncluded, {
              0: 'No revisions are included',
              one: '# revision is included',
              other: '# revisions are included',
            })}
          </List.Item>
          <List.Item>
            {usageRights}
            {terms.usageNote && (
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
                {terms.usageNote}
              </Text>
            )}
          </List.Item>
          {deadline && <List.Item>{t`Deadline: ${deadline}`}</List.Item>}
        </List>
      </Stack>
    </Paper>
  );
}
