import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Opens a select by its label and picks one of its options, as a person does with the mouse.
 * The whole app (`renderApp`) keeps Mantine's transitions, during which jsdom sees the options as hidden.
 */
export async function selectOption(person: UserEvent, label: string, option: string) {
  await person.click(screen.getByRole('combobox', { name: label }));
  await person.click(await screen.findByRole('option', { name: option, hidden: true }));
}

/** The names of the options a select offers once opened. */
export async function optionsOf(person: UserEvent, label: string): Promise<string[]> {
  await person.click(screen.getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox');
  const names = within(listbox)
    .queryAllByRole('option')
    .map((option) => option.textContent);
  await person.keyboard('{Escape}');
  return names;
}
