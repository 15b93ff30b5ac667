import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { LegalDocument } from '@portal/domain/privacy';
import { LoadError } from '@/components/load-error';
import { PageLoader } from '@/components/page-loader';
import { formatCalendarDate } from '@/lib/format-date';
import { useLocale } from '@/lib/i18n/locale-provider';
import { useLegalDocument } from '../api/consent';
import { LegalMarkdown } from './legal-markdown';

interface LegalDocumentViewProps {
  document: LegalDocument;
  /** The level of its title: 1 on its own page, 2 inside the prompt to agree. */
  titleOrder?: 1 | 2;
}

/** The operator's terms of use or privacy notice, in the language shown (English when it has no text in it). */
export function LegalDocumentView({ document, titleOrder = 1 }: LegalDocumentViewProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const text = useLegalDocument(document, locale);
  if (text.isPending) return <PageLoader />;
  if (text.isError) {
    return (
      <LoadError
        title={document === 'privacy' ? t`Could not load the Privacy Notice` : t`Could not load the Terms of Use`}
        error={text.error}
        onRetry={() => void text.refetch()}
      />
    );
  }
  const { title, effectiveDate, version, markdown } = text.data;
  const effective = formatCalendarDate(effectiveDate);
  return (
    <Stack gap="sm" lang={text.data.locale}>
      <Title order={titleOrder} size={titleOrder === 1 ? undefined : 'h3'}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Version {version}, in effect from {effective}
        </Trans>
      </Text>
      <LegalMarkdown markdown={markdown} headingOrder={titleOrder === 1 ? 2 : 3} />
    </Stack>
  );
}
