import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { Redirect, useSearchParams } from 'wouter';
import { safeNextPath } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ChatGroupBanner } from '@/features/options/components/chat-group-banner';
import { EarningsPanel } from '@/features/payments/components/earnings-panel';
import { PaymentDetailsCard } from '@/features/payments/components/payment-details-card';
import { ReturnedPayoutsNotice } from '@/features/payments/components/returned-payouts-notice';
import { ProfileCard } from '@/features/profile/components/profile-card';
import { NextSteps } from '@/features/tasks/components/next-steps';

export function DashboardRoute() {
  const { user } = useAuth();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));

  if (next) {
    return <Redirect to={next} replace />;
  }
  return (
    <Stack gap="lg">
      <Title order={1}>
        <Trans>My Dashboard</Trans>
      </Title>
      {user && (
        <>
          {/* Keeps the room of its first rows from the first paint: its late steps push nothing down. */}
          <NextSteps />
          <ReturnedPayoutsNotice />
          <ChatGroupBanner country={user.country} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
            <ProfileCard user={user} />
            <PaymentDetailsCard details={user} />
          </SimpleGrid>
          {/* Below the cards drawn with the page: its figures arrive later and push nothing down. */}
          <EarningsPanel />
        </>
      )}
    </Stack>
  );
}
