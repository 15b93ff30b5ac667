import { useLingui } from '@lingui/react/macro';
import { Checkbox } from '@mantine/core';

interface SelectAllCheckboxProps {
  /** How many rows of the page are selected. */
  selected: number;
  /** How many rows the page has. */
  total: number;
  onChange: (selected: boolean) => void;
}

/** A table header's 'select all on this page': checked when every row is, mixed when only some are. */
export function SelectAllCheckbox({ selected, total, onChange }: SelectAllCheckboxProps) {
  const { t } = useLingui();
  const all = total > 0 && selected === total;
  return (
    <Checkbox
      aria-label={t`Select all on this page`}
      checked={all}
      indeterminate={selected > 0 && !all}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
