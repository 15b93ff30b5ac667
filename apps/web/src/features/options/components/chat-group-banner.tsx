import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor } from '@mantine/core';
import { IconBrandTelegram } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { countryLabel } from '@/lib/i18n/option-labels';
import { chatGroupQueryOptions } from '../api/get-chat-group';

/**
 * The invitation to the community chat group of the creator's country; nothing when it has none.
 * While the link loads, the banner's room is kept by the same banner, unseen and unheard, so that
 * the link's late arrival pushes none of the cards below it down.
 */
export function ChatGroupBanner({ country }: { country: string | null }) {
  const { t } = useLingui();
  // No country, no chat group: the query waits until the user has one.
  const chatGroup = useQuery({ ...chatGroupQueryOptions(country ?? ''), enabled: Boolean(country) });
  const link = chatGroup.data;

  if (!country || (!chatGroup.isPending && !link)) {
    return null;
  }
  const countryName = countryLabel(country);
  const invitation = <Trans>Join the {countryName} creators community chat group</Trans>;
  return (
    // A named region, not an alert: an invitation, not news, so it is not announced on every visit.
    <Alert
      role="region"
      aria-label={t`Community chat group`}
      variant="light"
      color="blue"
      icon={<IconBrandTelegram aria-hidden="true" />}
      aria-hidden={link ? undefined : true}
      style={link ? undefined : { visibility: 'hidden' }}
    >
      {link ? (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" fw={600}>
          {invitation}
        </Anchor>
      ) : (
        <Anchor component="span" fw={600}>
          {invitation}
        </Anchor>
      )}
    </Alert>
  );
}
