import { Container } from '@mantine/core';
import type { LegalDocument } from '@portal/domain/privacy';
import { PublicLayout } from '@/components/layouts/public-layout';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { LegalDocumentView } from '@/features/privacy/components/legal-document-view';

/** A legal document's page: in the signed-in frame, or the public one (a visitor reading it before signing up). */
function LegalPage({ document }: { document: LegalDocument }) {
  const { signedIn } = useAuth();
  const view = (
    <Container size="md" px={0}>
      <LegalDocumentView document={document} />
    </Container>
  );
  return signedIn ? view : <PublicLayout framed>{view}</PublicLayout>;
}

/** `/privacy`: the operator's privacy notice (LEGAL_DOCUMENTS_DIR), signed in or out. */
export function PrivacyRoute() {
  return <LegalPage document="privacy" />;
}

/** `/terms`: the operator's terms of use, signed in or out. */
export function TermsRoute() {
  return <LegalPage document="terms" />;
}
