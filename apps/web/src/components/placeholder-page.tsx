import { Title } from '@mantine/core';

/** A page whose content a later issue builds; for now it only names itself. */
export function PlaceholderPage({ title }: { title: string }) {
  return <Title order={1}>{title}</Title>;
}
