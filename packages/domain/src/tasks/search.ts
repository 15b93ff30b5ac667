type Searchable = Record<string, unknown>;

const isRecord = (value: unknown): value is Searchable =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text fields of a record (strings only), and those of the records it holds one level down. */
function textFields(record: Searchable, depth: number): string[] {
  return Object.values(record).flatMap((value) => {
    if (typeof value === 'string') return [value];
    if (depth > 0 && isRecord(value)) return textFields(value, depth - 1);
    return [];
  });
}

/**
 * SPEC §2 list search: the query is trimmed and matched case-insensitively as a substring of any
 * text field of the item, including one level of nested fields. An empty query matches all.
 */
export function matchesSearch(item: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === '') return true;
  return textFields(item, 1).some((field) => field.toLowerCase().includes(needle));
}
