import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { conversionPercent, type CampaignReport } from '@portal/domain/admin';
import { FormSection } from '@/components/form-section';
import { formatCount } from '@/lib/format-number';

/** Hours as a reader takes them in: '5.5 hours' under a day, '2.3 days' from a day on. */
function useDuration() {
  const { t } = useLingui();
  return (hours: number) => {
    if (hours < 24) return t`${formatCount(Math.round(hours * 10) / 10)} hours`;
    return t`${formatCount(Math.round((hours / 24) * 10) / 10)} days`;
  };
}

/** One figure: its title, a share as a bar with the same in words, and a line of detail. */
function Share({
  title,
  percent,
  words,
  detail,
}: {
  title: string;
  percent: number | null;
  words: string;
  detail?: string;
}) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {percent !== null && <Progress value={percent} size="lg" color="violet" aria-hidden="true" />}
      <Text size="sm">{words}</Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Whether work came on time (first sent by the task's own deadline, which an extension moves) and
 * how fast the brand decided on it against the review promise (working days in Malaysia).
 */
export function ReportTimeliness({ report }: { report: Pick<CampaignReport, 'onTime' | 'review' | 'campaign'> }) {
  const { t } = useLingui();
  const duration = useDuration();
  const { onTime, review, campaign } = report;
  const onTimePercent = conversionPercent(onTime.onTime, onTime.submitted);
  const keptPercent = conversionPercent(review.keptPromise, review.decisions);
  const promise = plural(campaign.reviewDays, {
    one: 'The campaign promises a review within # working day (each task keeps the promise it agreed to).',
    other: 'The campaign promises a review within # working days (each task keeps the promise it agreed to).',
  });

  return (
    <FormSection title={t`Delivery and review`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Share
          title={t`On-time delivery`}
          percent={onTimePercent}
          words={
            onTime.submitted === 0
              ? t`Nothing submitted yet.`
              : t`${formatCount(onTime.onTime)} of ${formatCount(onTime.submitted)} submitted by their deadline (${formatCount(onTimePercent ?? 0)}%)`
          }
          detail={t`The first submission against the task's own deadline; an extension moves it.`}
        />
        <Share
          title={t`Review time`}
          percent={keptPercent}
          words={
            review.decisions === 0 || review.averageHours === null
              ? t`No decisions yet.`
              : t`On average ${duration(review.averageHours)} from submission to decision; ${formatCount(review.keptPromise)} of ${formatCount(review.decisions)} decisions kept the promise (${formatCount(keptPercent ?? 0)}%)`
          }
          detail={promise}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="sm">
        <Trans>Approvals and rejections of final submissions count; a decision undone does not.</Trans>
      </Text>
    </FormSection>
  );
}
