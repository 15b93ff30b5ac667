import { t } from '@lingui/core/macro';
import { schemaResolver, type FormErrors } from '@mantine/form';
import { notify } from './notify';

type Schema = Parameters<typeof schemaResolver>[0];

/**
 * A form's schema fetched when the form is first focused instead of with its page: the schemas
 * bring zod (26 KB gzipped), which the sign-in page would otherwise load before it can show. A
 * submit before it has arrived waits for it (Mantine's form validates asynchronously).
 */
export function lazySchema(load: () => Promise<Schema>) {
  let loading: Promise<Schema> | undefined;
  const schema = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    /** Starts fetching it, e.g. when a field gets focus. */
    preload: () => void schema().catch(() => undefined),
    /** The form's `validate`. */
    resolver: async (values: unknown): Promise<FormErrors> => {
      try {
        // The catalogue's translation of the schema's messages comes with the schema, not the page.
        const [loaded, { translateErrors }] = await Promise.all([schema(), import('./i18n/translate-errors')]);
        return translateErrors(await schemaResolver(loaded)(values));
      } catch (error) {
        notify.error(t`The form could not be checked`, t`Check your connection and try again.`);
        throw error;
      }
    },
  };
}
