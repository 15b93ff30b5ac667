import { Center, Loader } from '@mantine/core';

/** The fallback while a page's code is loading. */
export function PageLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading page">
      <Loader />
    </Center>
  );
}
