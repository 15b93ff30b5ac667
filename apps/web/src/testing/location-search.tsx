import { screen } from '@testing-library/react';
import { useSearch } from 'wouter';

/** Shows the address's search params, as a browser's address bar would. */
export function LocationSearch() {
  const search = useSearch();
  return <output aria-label="Address">{search ? `?${search}` : ''}</output>;
}

/** The search params that LocationSearch shows. */
export const addressSearch = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';
