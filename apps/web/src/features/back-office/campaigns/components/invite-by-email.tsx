import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Checkbox, Group, List, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { InviteEmailSchema, MAX_INVITES_AT_ONCE, type InviteResult } from '@portal/domain/admin';
import { FormSection } from '@/components/form-section';
import { translateMessage, type UntranslatedMessage } from '@/lib/i18n/translate-message';
import { useOneAtATime } from '@/lib/use-one-at-a-time';
import { isBeyondBudget, useInviteByEmail } from '../api/campaign-actions';
import { parseEmails } from '../parse-emails';

const isEmail = (text: string) => InviteEmailSchema.safeParse(text).success;

function ResultList({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title} ({items.length})
      </Text>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" aria-label={title}>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/** Invite influencers by e-mail: each known one gets a task (SELECTED) and an e-mail; the outcome per address. */
export function InviteByEmail({ campaignId }: { campaignId: string }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState<UntranslatedMessage | null>(null);
  const [result, setResult] = useState<InviteResult | null>(null);
  /** The addresses the server found past the budget, and its reason with the amounts: to confirm or drop. */
  const [pastBudget, setPastBudget] = useState<{ emails: string[]; reason: UntranslatedMessage } | null>(null);
  const [goPastBudget, setGoPastBudget] = useState(false);
  const inviting = useInviteByEmail({
    onSuccess: (outcome) => {
      setResult(outcome);
      setText('');
    },
  });
  const invite = async (emails: string[], beyondBudget: boolean) => {
    setPastBudget(null);
    setGoPastBudget(false);
    await inviting.mutateAsync({ campaignId, emails, beyondBudget }).catch((failure: Error) => {
      if (isBeyondBudget(failure)) setPastBudget({ emails, reason: failure.reason });
    });
  };
  const confirm = useOneAtATime(async () => {
    if (pastBudget && goPastBudget) await invite(pastBudget.emails, true);
  });
  const send = useOneAtATime(async () => {
    const emails = parseEmails(text);
    const invalid = emails.filter((email) => !isEmail(email));
    if (emails.length === 0) {
      setError(msg`Enter at least one e-mail address`);
      return;
    }
    if (invalid.length > 0) {
      setError(msg`These are not e-mail addresses: ${invalid.join(', ')}`);
      return;
    }
    if (emails.length > MAX_INVITES_AT_ONCE) {
      setError(msg`At most ${MAX_INVITES_AT_ONCE} addresses at once`);
      return;
    }
    setError(null);
    setResult(null);
    await invite(emails, false);
  });

  return (
    <FormSection title={t`Invite influencers by e-mail`}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t`E-mail addresses`}
            description={t`One a line, or separated by commas`}
            rows={3}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error && translateMessage(error)}
          />
          <Button type="submit" loading={inviting.isPending} style={{ alignSelf: 'flex-start' }}>
            <Trans>Send invitations</Trans>
          </Button>
          {pastBudget && (
            <Alert color="yellow" variant="light" title={t`Past the campaign’s budget`} role="alert">
              <Stack gap="sm">
                <Text size="sm">{translateMessage(pastBudget.reason)}</Text>
                <Checkbox
                  label={t`Invite them even though it goes past the budget`}
                  checked={goPastBudget}
                  onChange={(event) => setGoPastBudget(event.currentTarget.checked)}
                />
                <Group gap="sm">
                  <Button onClick={() => void confirm()} disabled={!goPastBudget} loading={inviting.isPending}>
                    <Trans>Invite past the budget</Trans>
                  </Button>
                  <Button variant="default" onClick={() => setPastBudget(null)}>
                    <Trans>Cancel</Trans>
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          {result && (
            <SimpleGrid cols={{ base: 1, sm: 3 }} role="region" aria-label={t`Invitation results`}>
              <ResultList title={t`Invited`} items={result.invited} empty={t`Nobody new`} />
              <ResultList title={t`Already in the campaign`} items={result.alreadyInCampaign} empty={t`None`} />
              <ResultList title={t`Unknown e-mail addresses`} items={result.unknown} empty={t`None`} />
            </SimpleGrid>
          )}
        </Stack>
      </form>
    </FormSection>
  );
}
