import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';

/** Shows the address's search params, as a browser's address bar would. */
export function LocationSearch() {
  const location = useLocation();
  return <output aria-label="Address">{location.search}</output>;
}

/** The search params that LocationSearch shows. */
export const addressSearch = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';
