import { useLingui } from '@lingui/react/macro';
import { Skeleton, Switch } from '@mantine/core';
import { LoadError } from '@/components/load-error';
import { useConsentStatus, useSetMarketingEmails } from '../api/consent';

/**
 * 'Send me news and offers by e-mail': the separate, optional choice of marketing e-mails, off
 * unless the person turns it on. Turning it on records their consent, off its withdrawal; a
 * future mailing reads it. It changes none of the notification e-mails about their tasks.
 */
export function MarketingEmailsToggle() {
  const { t } = useLingui();
  const status = useConsentStatus();
  const save = useSetMarketingEmails();

  if (status.isPending) {
    return <Skeleton height={44} radius="sm" role="status" aria-label={t`Loading your choice of news and offers`} />;
  }
  if (status.isError) {
    return (
      <LoadError
        title={t`Could not load your choice of news and offers`}
        error={status.error}
        onRetry={() => void status.refetch()}
      />
    );
  }
  // The choice being saved is shown at once; a failed save shows the saved one again.
  const on = save.isPending ? save.variables : status.data.marketingEmails;
  return (
    <Switch
      label={t`Send me news and offers by e-mail`}
      description={t`Campaign news and offers from us, now and then. Your notifications about your tasks do not depend on it. You can turn it off at any time.`}
      checked={on}
      aria-busy={save.isPending}
      onChange={(event) => save.mutate(event.currentTarget.checked)}
    />
  );
}
