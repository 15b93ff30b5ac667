import { expect, it } from 'vitest';
import { optionsForCountry } from './index.ts';

const races = [
  { value: 'Malay', text: 'Malay', countries: ['Malaysia', 'Singapore'] },
  { value: 'Iban', text: 'Iban', countries: ['Malaysia'] },
  { value: 'Thai', text: 'Thai', countries: ['Thailand'] },
];
const states = [
  { value: 'Selangor', text: 'Selangor', country: 'Malaysia' },
  { value: 'Central', text: 'Central', country: 'Singapore' },
];

it('offers only the options of the chosen country, and none before a country is chosen', () => {
  expect(optionsForCountry(races, 'Malaysia').map((race) => race.value)).toEqual(['Malay', 'Iban']);
  expect(optionsForCountry(races, 'Singapore').map((race) => race.value)).toEqual(['Malay']);
  expect(optionsForCountry(states, 'Singapore').map((state) => state.value)).toEqual(['Central']);
  expect(optionsForCountry(states, '')).toEqual([]);
});
