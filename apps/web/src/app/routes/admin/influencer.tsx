import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Breadcrumbs, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'wouter';
import { LoadError } from '@/components/load-error';
import { adminPaths } from '@/config/admin-paths';
import { useCreatorProfile } from '@/features/back-office/creators/api/get-creator-profile';
import { CreatorProfileView } from '@/features/back-office/creators/components/creator-profile-view';

/** `/admin/influencers/:userId`: a creator's profile, figures and history on every campaign, for managers. */
export function AdminInfluencerRoute() {
  const { t } = useLingui();
  const { userId = '' } = useParams();
  const profile = useCreatorProfile(userId);

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={adminPaths.adminInfluencers.getHref()}>
          <Trans>Influencers</Trans>
        </Anchor>
        <Text>{profile.data?.influencer.fullName ?? t`Creator`}</Text>
      </Breadcrumbs>
      {profile.isPending && (
        <Stack gap="lg" role="status" aria-label={t`Loading the creator's profile`}>
          <Skeleton height={36} width="50%" />
          <Skeleton height={120} />
          <Skeleton height={240} />
        </Stack>
      )}
      {profile.isError && (
        <LoadError
          title={t`Could not load the creator's profile`}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      )}
      {profile.data === null && (
        <Alert color="gray" title={t`No creator found`}>
          <Trans>There is no creator at this address.</Trans>
        </Alert>
      )}
      {profile.data && <CreatorProfileView profile={profile.data} />}
    </Stack>
  );
}
