import { Pagination } from '@mantine/core';

interface PagePaginationProps {
  /** How many pages there are; nothing is shown for one. */
  totalPages: number;
  /** The current page, 1-based. */
  page: number;
  onChange: (page: number) => void;
  /** The control's accessible name. */
  'aria-label'?: string;
}

/** Page buttons for a list paged by the server, each named for screen readers ('Page 2', 'next page'). */
export function PagePagination({ totalPages, page, onChange, 'aria-label': label }: PagePaginationProps) {
  if (totalPages <= 1) {
    return null;
  }
  return (
    <Pagination
      total={totalPages}
      value={page}
      onChange={onChange}
      getItemProps={(number) => ({ 'aria-label': `Page ${number}` })}
      getControlProps={(control) => ({ 'aria-label': `${control} page` })}
      aria-label={label}
    />
  );
}
