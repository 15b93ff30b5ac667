import { Stack, Title } from '@mantine/core';
import { Navigate, useSearchParams } from 'react-router';
import { safeNextPath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ProfileCard } from '@/features/profile/components/profile-card';

export function DashboardRoute() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));

  if (next) {
    return <Navigate to={next} replace />;
  }
  return (
    <Stack gap="lg">
      <Title order={1}>My Dashboard</Title>
      {user && <ProfileCard fullName={user.fullName} email={user.email} />}
    </Stack>
  );
}
