import { Image, Stack, Text, Title } from '@mantine/core';

/** `/example-report`: what a report screenshot should show, opened from the report panel. */
export function ExampleReportRoute() {
  return (
    <Stack gap="md" maw={840}>
      <Title order={1}>Example Report</Title>
      <Text>Your report screenshots should show the reach, impressions and engagement of your post.</Text>
      <Image src="/example-report.svg" alt="Example report" radius="md" />
    </Stack>
  );
}
