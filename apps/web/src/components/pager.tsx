import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Pagination, Text } from '@mantine/core';
import { lastPageOf } from '@/lib/use-clamped-page';

interface PagerProps {
  /** The current page, 1-based. */
  page: number;
  pageSize: number;
  /** How many there are on every page together. */
  total: number;
  onChange: (page: number) => void;
  /** What is counted, e.g. 'campaigns', in the page's language: it names the pages. */
  noun: string;
  /**
   * The total with its noun, singular or plural as the language wants:
   * `(total) => plural(total, { one: '# campaign', other: '# campaigns' })`.
   */
  countText: (total: number) => string;
}

const CONTROL_LABELS = {
  first: msg`First page`,
  previous: msg`Previous page`,
  next: msg`Next page`,
  last: msg`Last page`,
};

/** The pages of a list paged by the server: where we are, how many in all, and a named button per page. */
export function Pager({ page, pageSize, total, onChange, noun, countText }: PagerProps) {
  const { t } = useLingui();
  const totalPages = lastPageOf(total, pageSize);
  const counted = countText(total);
  return (
    <Group component="nav" aria-label={t`Pages of ${noun}`} justify="space-between" gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>
          Page {page} of {totalPages} · {counted}
        </Trans>
      </Text>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={page}
          onChange={onChange}
          getItemProps={(pageNumber) => ({ 'aria-label': t`Page ${pageNumber}` })}
          getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
        />
      )}
    </Group>
  );
}
