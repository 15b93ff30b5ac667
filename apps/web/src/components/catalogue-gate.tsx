import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CatalogueLoader } from '@/lib/i18n/locale';
import { CATALOGUE_LOAD_FAILED, useCatalogue } from '@/lib/i18n/use-catalogue';
import { LoadError } from './load-error';
import { PageLoader } from './page-loader';

/**
 * Shows a part of the app with a catalogue of its own (the account screens, the back office) once
 * its messages are in, in the language shown: the page loader until then, and a way to try again if
 * they could not be loaded.
 */
export function CatalogueGate({ load, children }: { load: CatalogueLoader; children: ReactNode }) {
  const { t } = useLingui();
  const catalogue = useCatalogue(load);
  if (catalogue.status === 'failed') {
    return <LoadError title={t(CATALOGUE_LOAD_FAILED)} error={null} onRetry={catalogue.retry} />;
  }
  return catalogue.status === 'loading' ? <PageLoader /> : children;
}
