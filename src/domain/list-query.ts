// doc 1 §7.1: list calls take page and take plus filters; filters are field|value pairs joined by
// commas; sorting is field|ASC or field|DESC. doc 1 §9: page sizes 25/50/100/150/200, default 25.

export const PAGE_SIZES = [25, 50, 100, 150, 200] as const;
export const DEFAULT_PAGE_SIZE = 25;

export type SortDirection = 'ASC' | 'DESC';
export interface Sort {
  field: string;
  direction: SortDirection;
}

export function encodeFilters(filters: Record<string, string | number | null | undefined>): string {
  return Object.entries(filters)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .map(([k, v]) => `${k}|${v}`)
    .join(',');
}

export function decodeFilters(text: string | undefined): Record<string, string> {
  if (!text) return {};
  const out: Record<string, string> = {};
  for (const pair of text.split(',')) {
    const at = pair.indexOf('|');
    if (at > 0) out[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return out;
}

export function encodeSort(sort: Sort): string {
  return `${sort.field}|${sort.direction}`;
}

export function decodeSort(text: string | undefined): Sort | null {
  const m = text ? /^([\w.]+)\|(ASC|DESC)$/i.exec(text) : null;
  return m ? { field: m[1], direction: m[2].toUpperCase() as SortDirection } : null;
}

export interface Page<T> {
  data: T[];
  total: number;
  page: number;
  take: number;
}
