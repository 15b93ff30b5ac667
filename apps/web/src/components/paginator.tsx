import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, NumberInput, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { goToPage, PAGE_SIZES, pageWindow, type PageSize } from '@portal/domain/tasks';
import { translateMessage } from '@/lib/i18n/translate-message';
import { lastPageOf } from '@/lib/use-clamped-page';

interface PageProps {
  /** The current page, 1-based. */
  page: number;
  onPageChange: (page: number) => void;
}

/** A list paged in the browser (SPEC §2): the reader chooses how many records a page shows. */
interface ChosenSizeProps extends PageProps {
  totalPages: number;
  pageSize: PageSize;
  onPageSizeChange: (size: PageSize) => void;
}

/** A list the server pages in pages of its own size: the pager says where we are and how many there are. */
interface ServerPagedProps extends PageProps {
  pageSize: number;
  /** How many there are on every page together. */
  total: number;
  /** What is counted, e.g. 'campaigns', in the page's language: it names the pages (a page may have several lists). */
  noun: string;
  /**
   * The total with its noun, singular or plural as the language wants:
   * `(total) => plural(total, { one: '# campaign', other: '# campaigns' })`.
   */
  countText: (total: number) => string;
}

type PaginatorProps = ChosenSizeProps | ServerPagedProps;

const pageSizeChoices = PAGE_SIZES.map(String);

const toPageSize = (choice: string | null): PageSize =>
  PAGE_SIZES.find((size) => String(size) === choice) ?? PAGE_SIZES[0];

/**
 * The one pager of every list (SPEC §2 shared list behaviour): a window of page buttons, previous,
 * next and Go to page; records per page on a list paged in the browser, and where we are with the
 * total on one the server pages.
 */
export function Paginator(props: PaginatorProps) {
  const { page, onPageChange } = props;
  const { t } = useLingui();
  const [entry, setEntry] = useState<string | number>('');
  const [entryError, setEntryError] = useState<string | null>(null);
  const serverPaged = 'total' in props ? props : null;
  const totalPages = 'total' in props ? lastPageOf(props.total, props.pageSize) : props.totalPages;

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

  const counted = serverPaged?.countText(serverPaged.total);
  const noun = serverPaged?.noun;
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      {'onPageSizeChange' in props && (
        <Select
          label={t`Records per page`}
          data={pageSizeChoices}
          value={String(props.pageSize)}
          onChange={(choice) => props.onPageSizeChange(toPageSize(choice))}
          allowDeselect={false}
          w={130}
        />
      )}
      <Group component="nav" aria-label={serverPaged ? t`Pages of ${noun}` : t`Pagination`} gap={4} align="center">
        {serverPaged && (
          <Text size="sm" c="dimmed" mr="sm">
            <Trans>
              Page {page} of {totalPages} · {counted}
            </Trans>
          </Text>
        )}
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
