import { Trans, useLingui } from '@lingui/react/macro';
import { Image, Stack, Text, Title } from '@mantine/core';

/** `/example-report`: what a report screenshot should show, opened from the report panel. */
export function ExampleReportRoute() {
  const { t } = useLingui();
  return (
    <Stack gap="md" maw={840}>
      <Title order={1}>
        <Trans>Example Report</Trans>
      </Title>
      <Text>
        <Trans>Your report screenshots should show the reach, impressions and engagement of your post.</Trans>
      </Text>
      <Image src="/example-report.svg" alt={t`Example report`} radius="md" />
    </Stack>
  );
}
