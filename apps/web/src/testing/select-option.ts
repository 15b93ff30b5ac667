import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Opens a select by its label and picks one of its options, as a person does with the mouse.
 * The whole app (`renderApp`) keeps Mantine's transitions, during which jsdom sees the options as hidden.
 */
export async function selectOption(person: UserEvent, label: string, option: string) {
  await person.click(screen.getByRole('combobox', { name: label }));
  await person.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/**
 * The names of the options a select offers once opened. A select whose options are still loading
 * opens an empty listbox (jsdom has no stylesheet to hide it): wait until the options are in it.
 */
export async function optionsOf(person: UserEvent, label: string): Promise<string[]> {
  await person.click(screen.getByRole('combobox', { name: label }));
  const names = await waitFor(() =>
    within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent),
  );
  await person.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return names;
}
