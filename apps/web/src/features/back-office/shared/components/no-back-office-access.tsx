import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'wouter';
import { loadAdminMessages } from '@portal/domain/i18n';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { CATALOGUE_LOAD_FAILED, useCatalogue } from '@/lib/i18n/use-catalogue';

/**
 * What someone who is not a campaign manager sees at `/admin...` (the API refuses them too), in the
 * creator portal's frame. Loaded on demand like the back office, with the back office's catalogue,
 * so that neither weighs on creators' other pages.
 */
export function NoBackOfficeAccess() {
  const { t } = useLingui();
  const catalogue = useCatalogue(loadAdminMessages);
  if (catalogue.status === 'failed') {
    return <LoadError title={t(CATALOGUE_LOAD_FAILED)} error={null} onRetry={catalogue.retry} />;
  }
  if (catalogue.status === 'loading') {
    return <PageLoader />;
  }
  return (
    <Paper withBorder radius="md" p="xl" maw={560}>
      <Stack gap="sm" align="flex-start">
        <IconLock size={32} aria-hidden="true" />
        <Title order={1} size="h2">
          <Trans>You do not have access to the back office</Trans>
        </Title>
        <Text>
          <Trans>
            The back office is for campaign managers. If you think you should have access, ask your administrator.
          </Trans>
        </Text>
        <Anchor component={Link} to={paths.home.getHref()}>
          <Trans>Go to My Dashboard</Trans>
        </Anchor>
      </Stack>
    </Paper>
  );
}
