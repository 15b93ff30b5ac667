import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, NumberInput, Select } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { goToPage, PAGE_SIZES, pageWindow, type PageSize } from '@portal/domain/tasks';
import { translateMessage } from '@/lib/i18n/translate-message';

interface PaginatorProps {
  /** The current page, 1-based. */
  page: number;
  pageSize: PageSize;
  totalPages: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: PageSize) => void;
}

const pageSizeChoices = PAGE_SIZES.map(String);

const toPageSize = (choice: string | null): PageSize =>
  PAGE_SIZES.find((size) => String(size) === choice) ?? PAGE_SIZES[0];

/** SPEC §2 shared list behaviour: records per page, a window of page buttons, previous, next and Go to page. */
export function Paginator({ page, pageSize, totalPages, onPageChange, onPageSizeChange }: PaginatorProps) {
  const { t } = useLingui();
  const [entry, setEntry] = useState<string | number>('');
  const [entryError, setEntryError] = useState<string | null>(null);

  const submitEntry = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = goToPage(String(entry), totalPages);
    if ('error' in outcome) {
      setEntryError(outcome.error);
      return;
    }
    setEntry('');
    onPageChange(outcome.page);
  };

  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Select
        label={t`Records per page`}
        data={pageSizeChoices}
        value={String(pageSize)}
        onChange={(choice) => onPageSizeChange(toPageSize(choice))}
        allowDeselect={false}
        w={130}
      />
      <Group component="nav" aria-label={t`Pagination`} gap={4}>
        {/* On a phone Previous and Next are arrows, so the row of page buttons stays one row at 375 px. */}
        <Button
          variant="default"
          px="xs"
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
          aria-label={t`Previous`}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
          <Box component="span" visibleFrom="xs" ml={4}>
            <Trans>Previous</Trans>
          </Box>
        </Button>
        {pageWindow(page, totalPages).map((pageNumber) => (
          <Button
            key={pageNumber}
            variant={pageNumber === page ? 'filled' : 'default'}
            px="xs"
            miw={36}
            aria-label={t`Page ${pageNumber}`}
            aria-current={pageNumber === page ? 'page' : undefined}
            onClick={() => onPageChange(pageNumber)}
          >
            {pageNumber}
          </Button>
        ))}
        <Button
          variant="default"
          px="xs"
          disabled={page >= totalPages}
          onClick={() => onPageChange(page + 1)}
          aria-label={t`Next`}
        >
          <Box component="span" visibleFrom="xs" mr={4}>
            <Trans>Next</Trans>
          </Box>
          <IconChevronRight size={18} aria-hidden="true" />
        </Button>
      </Group>
      <form noValidate onSubmit={submitEntry}>
        <Group align="flex-start" gap={4}>
          <NumberInput
            label={t`Go to page`}
            value={entry}
            onChange={(value) => {
              setEntry(value);
              setEntryError(null);
            }}
            error={entryError && translateMessage(entryError)}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            hideControls
            w={110}
          />
          <Button type="submit" variant="default" mt={25}>
            <Trans>Go</Trans>
          </Button>
        </Group>
      </form>
    </Group>
  );
}
