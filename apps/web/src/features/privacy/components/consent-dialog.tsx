import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { loadAccountMessages } from '@portal/domain/i18n';
import { CatalogueGate } from '@/components/catalogue-gate';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { ApiClientError } from '@/lib/api-client';
import { notifyMutationFailure } from '@/lib/mutation-failure';
import { useAgree, useConsentStatus } from '../api/consent';
import { LegalDocumentView } from './legal-document-view';

interface ConsentGateProps {
  onSignOut: () => void;
}

/**
 * The prompt after signing in for someone who has not agreed to the current terms of use or
 * privacy notice: an account made without the sign-up form's agreement, or anyone once the
 * operator publishes a new version. It shows the documents and keeps the portal behind it until
 * they agree or sign out; once agreed it is not shown again for that version.
 */
function ConsentPrompt({ onSignOut }: ConsentGateProps) {
  const { t } = useLingui();
  const status = useConsentStatus();
  const agree = useAgree();
  const [changedMeanwhile, setChangedMeanwhile] = useState(false);

  if (status.isPending) return <PageLoader />;
  if (status.isError) {
    return (
      <Stack gap="md">
        <LoadError
          title={t`Could not load the documents to agree to`}
          error={status.error}
          onRetry={() => void status.refetch()}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onSignOut}>
            <Trans>Sign Out</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }
  const due = status.data.documents.filter((document) => status.data.toAgree.includes(document.document));
  const updated = due.some((document) => document.agreedVersion !== null);

  const onAgree = () => {
    setChangedMeanwhile(false);
    agree.mutate(
      due.map(({ document, version }) => ({ document, version })),
      {
        onError: (error) => {
          if (error instanceof ApiClientError && error.status === 409) setChangedMeanwhile(true);
          else notifyMutationFailure(msg`Your agreement could not be saved`)(error);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text>
        {updated ? (
          <Trans>We have updated the documents below. Please read them: you can use the portal once you agree.</Trans>
        ) : (
          <Trans>Please read the documents below: you can use the portal once you agree to them.</Trans>
        )}
      </Text>
      {changedMeanwhile && (
        <Alert color="yellow" variant="light" role="alert">
          <Trans>This document has just changed. Please read the new version.</Trans>
        </Alert>
      )}
      {due.map(({ document }) => (
        <Stack key={document} gap="sm">
          <Divider />
          <LegalDocumentView document={document} titleOrder={2} />
        </Stack>
      ))}
      <Divider />
      <Group justify="flex-end">
        <Button variant="default" onClick={onSignOut} disabled={agree.isPending}>
          <Trans>Sign Out</Trans>
        </Button>
        <Button onClick={onAgree} loading={agree.isPending}>
          <Trans>I agree</Trans>
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The prompt as a dialog the person cannot dismiss, with the account screens' messages; closed
 * once they have agreed.
 */
export default function ConsentDialog({ onSignOut }: ConsentGateProps) {
  const { t } = useLingui();
  const status = useConsentStatus();
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, code
  const phone = useMediaQuery('(max-width: 36em)');
  const open = status.data === undefined || status.data.toAgree.length > 0;
  return (
    <Modal
      opened={open}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      title={t`Terms of Use and Privacy Notice`}
      size="xl"
      fullScreen={phone}
    >
      <CatalogueGate load={loadAccountMessages}>
        <ConsentPrompt onSignOut={onSignOut} />
      </CatalogueGate>
    </Modal>
  );
}
