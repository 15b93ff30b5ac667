import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, List, Modal, Select, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState, type FormEvent } from 'react';
import type { CampaignSummary, InviteResult } from '@portal/domain/admin';
import { DialogActions } from '@/components/dialog-actions';
import { translateMessage, type UntranslatedMessage } from '@/lib/i18n/translate-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { isBeyondBudget } from '@/features/back-office/campaigns/api/campaign-actions';
import { useCampaignChoices } from '@/features/back-office/campaigns/api/get-admin-campaigns';
import { useInviteInfluencers } from '../api/invite-influencers';

/** A selected influencer: the id sent, the name shown. */
export interface SelectedInfluencer {
  id: string;
  fullName: string;
}

interface InviteToCampaignModalProps {
  opened: boolean;
  selection: SelectedInfluencer[];
  onClose: () => void;
  /** The invites went out: the selection has done its job. */
  onInvited: () => void;
}

const SEARCH_DELAY_MS = 300;

function ResultGroup({ title, names }: { title: string; names: string[] }) {
  return (
    <Stack gap={4} component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title} ({names.length})
      </Title>
      {names.length > 0 && (
        <List size="sm">
          {names.map((name) => (
            <List.Item key={name}>{name}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Invites the selected influencers to an open campaign, then shows who was invited, who already was, who is unknown. */
export function InviteToCampaignModal({ opened, selection, onClose, onInvited }: InviteToCampaignModalProps) {
  const { t } = useLingui();
  const [campaign, setCampaign] = useState<CampaignSummary | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const [error, setError] = useState<UntranslatedMessage | null>(null);
  const [result, setResult] = useState<InviteResult | null>(null);
  /** The server's reason, with the amounts, when the invites would go past the campaign's budget. */
  const [pastBudget, setPastBudget] = useState<UntranslatedMessage | null>(null);
  const [goPastBudget, setGoPastBudget] = useState(false);
  const campaigns = useCampaignChoices('open', campaign && search === campaign.title ? '' : debouncedSearch, {
    enabled: opened,
  });
  const invite = useInviteInfluencers();

  const choices = useMemo(() => {
    const listed = campaigns.data ?? [];
    const all = campaign && !listed.some((item) => item.id === campaign.id) ? [campaign, ...listed] : listed;
    return all.map((item) => ({ value: item.id, label: item.title }));
  }, [campaigns.data, campaign]);

  const names = useMemo(
    () => new Map(selection.map((influencer) => [influencer.id, influencer.fullName])),
    [selection],
  );
  const nameOf = (id: string) => names.get(id) ?? id;

  const close = () => {
    if (result) {
      onInvited();
    }
    setCampaign(null);
    setSearch('');
    setError(null);
    setResult(null);
    setPastBudget(null);
    setGoPastBudget(false);
    invite.reset();
    onClose();
  };

  const send = useOneAtATime(async () => {
    if (!campaign) {
      setError(msg`Please choose a campaign`);
      return;
    }
    const userIds = selection.map((influencer) => influencer.id);
    const answer = await invite
      .mutateAsync({ campaignId: campaign.id, userIds, beyondBudget: pastBudget !== null && goPastBudget })
      .catch((failure: Error) => {
        if (isBeyondBudget(failure)) setPastBudget(failure.reason);
        return null;
      });
    if (answer) {
      setResult(answer);
    }
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void send();
  };

  return (
    <Modal opened={opened} onClose={close} title={t`Invite to campaign`} centered size="lg">
      {result ? (
        <Stack gap="md">
          <Alert
            color="teal"
            title={campaign ? t`Invitations sent for ${campaign.title}` : t`Invitations sent for the campaign`}
          >
            <Trans>Each invited influencer has a new task and an e-mail.</Trans>
          </Alert>
          <ResultGroup title={t`Invited`} names={result.invited.map(nameOf)} />
          <ResultGroup title={t`Already in campaign`} names={result.alreadyInCampaign.map(nameOf)} />
          <ResultGroup title={t`Unknown`} names={result.unknown.map(nameOf)} />
          <Group justify="flex-end">
            <Button onClick={close}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <Stack gap="md">
            <Text size="sm">
              {plural(selection.length, { one: '# influencer selected', other: '# influencers selected' })}
            </Text>
            <Select
              label={t`Campaign`}
              placeholder={t`Search open campaigns`}
              required
              searchable
              data={choices}
              value={campaign?.id ?? null}
              searchValue={search}
              onSearchChange={setSearch}
              onChange={(id) => {
                setCampaign(
                  (campaigns.data ?? []).find((item) => item.id === id) ?? (campaign?.id === id ? campaign : null),
                );
                setError(null);
                setPastBudget(null);
                setGoPastBudget(false);
              }}
              nothingFoundMessage={campaigns.isFetching ? t`Searching...` : t`No open campaign matches`}
              error={error && translateMessage(error)}
              data-autofocus
              // Focused as the dialog opens, listing only once asked (typing, a click, an arrow):
              // opened at once, the list was empty while the campaigns loaded, which a screen
              // reader announces as a list with nothing in it.
              openOnFocus={false}
            />
            {pastBudget && (
              <Alert color="yellow" variant="light" title={t`Past the campaign’s budget`} role="alert">
                <Stack gap="sm">
                  <Text size="sm">{translateMessage(pastBudget)}</Text>
                  <Checkbox
                    label={t`Invite them even though it goes past the budget`}
                    checked={goPastBudget}
                    onChange={(event) => setGoPastBudget(event.currentTarget.checked)}
                  />
                </Stack>
              </Alert>
            )}
            <DialogActions onCancel={close}>
              <Button
                type="submit"
                loading={invite.isPending}
                disabled={selection.length === 0 || (pastBudget !== null && !goPastBudget)}
              >
                <Trans>Send invites</Trans>
              </Button>
            </DialogActions>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
