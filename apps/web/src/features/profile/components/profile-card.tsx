import { Card, Stack, Text, Title } from '@mantine/core';

interface ProfileCardProps {
  fullName: string;
  email: string;
}

/** The dashboard's My Profile card. */
export function ProfileCard({ fullName, email }: ProfileCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="my-profile-title">
      <Title order={2} size="h3" id="my-profile-title" mb="sm">
        My Profile
      </Title>
      <Stack gap={4}>
        <Text fw={600}>{fullName}</Text>
        <Text c="dimmed">{email}</Text>
      </Stack>
    </Card>
  );
}
