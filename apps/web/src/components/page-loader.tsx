import { useLingui } from '@lingui/react/macro';
import { Center, Loader } from '@mantine/core';

/** The fallback while a page's code is loading. */
export function PageLoader() {
  const { t } = useLingui();
  return (
    <Center py="xl" role="status" aria-label={t`Loading page`}>
      <Loader />
    </Center>
  );
}
