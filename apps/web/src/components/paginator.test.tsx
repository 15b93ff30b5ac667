import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePagination } from '@/lib/use-pagination';
import { renderWithProviders } from '@/testing/render';
import { optionsOf, selectOption } from '@/testing/select-option';
import { Paginator } from './paginator';

const records = Array.from({ length: 260 }, (_, index) => `Record ${index + 1}`);

/** A list of records with the paginator under it, as a list screen has. */
function PagedRecords({ items }: { items: string[] }) {
  const pagination = usePagination(items);
  return (
    <>
      <ul>
        {pagination.visibleItems.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <Paginator {...pagination.paginatorProps} />
    </>
  );
}

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.getAttribute('aria-label'));

const shownRecords = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('Paginator', () => {
  it('shows 25 records a page and a window of up to five page buttons', async () => {
    renderWithProviders(<PagedRecords items={records} />);
    const person = userEvent.setup();

    expect(screen.getByRole('combobox', { name: 'Records per page' })).toHaveValue('25');
    expect(shownRecords()).toHaveLength(25);
    expect(pageButtons()).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await person.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(pageButtons()).toEqual(['Page 3', 'Page 4', 'Page 5', 'Page 6', 'Page 7']);
    expect(shownRecords()[0]).toBe('Record 101');
    expect(screen.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('moves with Previous and Next, each disabled at its end', async () => {
    renderWithProviders(<PagedRecords items={records.slice(0, 60)} />);
    const person = userEvent.setup();

    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Next' }));
    await person.click(screen.getByRole('button', { name: 'Next' }));

    expect(shownRecords()).toEqual(records.slice(50, 60));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await person.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('offers the spec page sizes and shows every record with ALL', async () => {
    renderWithProviders(<PagedRecords items={records} />);
    const person = userEvent.setup();
    await person.click(screen.getByRole('button', { name: 'Page 3' }));

    await selectOption(person, 'Records per page', 'ALL');

    expect(shownRecords()).toHaveLength(260);
    expect(pageButtons()).toEqual(['Page 1']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    expect(await optionsOf(person, 'Records per page')).toEqual(['1', '2', '25', '50', '100', 'ALL']);
  });

  it('goes to a typed page, and says when there is no such page', async () => {
    renderWithProviders(<PagedRecords items={records.slice(0, 4)} />);
    const person = userEvent.setup();
    await selectOption(person, 'Records per page', '1');

    await person.type(screen.getByRole('textbox', { name: 'Go to page' }), '3');
    await person.click(screen.getByRole('button', { name: 'Go' }));
    expect(shownRecords()).toEqual(['Record 3']);

    await person.type(screen.getByRole('textbox', { name: 'Go to page' }), '5');
    await person.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Page does not exist')).toBeInTheDocument();
    expect(shownRecords()).toEqual(['Record 3']);

    await person.type(screen.getByRole('textbox', { name: 'Go to page' }), '{Backspace}4{Enter}');
    expect(screen.queryByText('Page does not exist')).not.toBeInTheDocument();
    expect(shownRecords()).toEqual(['Record 4']);
  });
});

describe('Paginator of a list the server pages', () => {
  /** Page `page` of 260 records the server sends 25 at a time, as the back office's lists have. */
  function ServerPaged({ onPageChange }: { onPageChange: (page: number) => void }) {
    return (
      <Paginator
        page={3}
        pageSize={25}
        total={260}
        onPageChange={onPageChange}
        noun="campaigns"
        countText={(total) => `${total} campaigns`}
      />
    );
  }

  it('says where we are and how many there are, with the same buttons and no choice of page size', async () => {
    const asked: number[] = [];
    renderWithProviders(<ServerPaged onPageChange={(page) => asked.push(page)} />);
    const person = userEvent.setup();

    const pages = screen.getByRole('navigation', { name: 'Pages of campaigns' });
    expect(pages).toHaveTextContent('Page 3 of 11 · 260 campaigns');
    expect(
      within(pages)
        .getAllByRole('button', { name: /^Page / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Page 1', 'Page 2', 'Page 3', 'Page 4', 'Page 5']);
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('combobox', { name: 'Records per page' })).not.toBeInTheDocument();

    await person.click(within(pages).getByRole('button', { name: 'Next' }));
    await person.click(within(pages).getByRole('button', { name: 'Previous' }));
    await person.type(screen.getByRole('textbox', { name: 'Go to page' }), '11{Enter}');
    await person.type(screen.getByRole('textbox', { name: 'Go to page' }), '12{Enter}');
    expect(screen.getByText('Page does not exist')).toBeInTheDocument();
    expect(asked).toEqual([4, 2, 11]);
  });
});
