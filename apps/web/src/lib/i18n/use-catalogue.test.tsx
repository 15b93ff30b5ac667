import { i18n } from '@lingui/core';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { CatalogueLoader } from './locale';
import { useLocale } from './locale-provider';
import { useCatalogue } from './use-catalogue';

function PartWithItsOwnCatalogue({ load }: { load: CatalogueLoader }) {
  const catalogue = useCatalogue(load);
  if (catalogue.status === 'failed') {
    return (
      <button type="button" onClick={catalogue.retry}>
        Try again
      </button>
    );
  }
  return <p>{catalogue.status === 'loaded' ? i18n._('part.greeting') : 'Loading'}</p>;
}

it('a catalogue that could not be loaded is asked for again only when the user says so', async () => {
  const load = vi
    .fn<CatalogueLoader>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ 'part.greeting': 'Hello from the part' });
  renderWithProviders(<PartWithItsOwnCatalogue load={load} />);

  const tryAgain = await screen.findByRole('button', { name: 'Try again' });
  // No loop of new attempts while the failure is on screen.
  expect(load).toHaveBeenCalledTimes(1);

  await userEvent.setup().click(tryAgain);
  expect(await screen.findByText('Hello from the part')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

function LanguageButton() {
  const { chooseLocale } = useLocale();
  return (
    <button type="button" onClick={() => void chooseLocale('ms')}>
      Bahasa Melayu
    </button>
  );
}

it('a language switch happens with the main catalogue when a part’s could not be loaded, the part offering to try again', async () => {
  const load = vi
    .fn<CatalogueLoader>()
    .mockImplementation(async (locale) => ({ 'part.greeting': locale === 'ms' ? 'Salam' : 'Hello from the part' }))
    .mockResolvedValueOnce({ 'part.greeting': 'Hello from the part' })
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  const person = userEvent.setup();
  renderWithProviders(
    <>
      <LanguageButton />
      <PartWithItsOwnCatalogue load={load} />
    </>,
  );
  expect(await screen.findByText('Hello from the part')).toBeInTheDocument();

  await person.click(screen.getByRole('button', { name: 'Bahasa Melayu' }));

  await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ms'));
  expect(i18n.locale).toBe('ms');
  await person.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByText('Salam')).toBeInTheDocument();
});
