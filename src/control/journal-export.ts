// Issue 19, 29: the journal leaves the control page as files a tester's tools read — HTTP calls as
// a HAR 1.2 log with headers and bodies (browsers' devtools, k6, `npm run har -- replay` read it),
// MQTT messages as the device traffic file `npm run devices -- replay` plays. The simulator builds
// both (GET /__sim/journal/har and /mqtt): the page downloads what it answers.

export interface JournalFilters {
  kind: '' | 'http' | 'mqtt';
  route: string;
  status: string;
  faultOnly: boolean;
}

export const EMPTY_FILTERS: JournalFilters = { kind: '', route: '', status: '', faultOnly: false };

/** How many entries the page shows (the newest): the journal keeps 500 by default; 200 rows redrawn every 2 s stay cheap. */
export const JOURNAL_PAGE_LIMIT = 200;

/** GET /__sim/journal's query for the filters (blank ones left out). */
export function journalQuery(filters: JournalFilters): Record<string, string> {
  const query: Record<string, string> = { limit: String(JOURNAL_PAGE_LIMIT) };
  if (filters.kind) query.kind = filters.kind;
  if (filters.route.trim()) query.route = filters.route.trim();
  if (filters.status.trim()) query.status = filters.status.trim();
  if (filters.faultOnly) query.fault = 'true';
  return query;
}

/** A status filter the simulator accepts: `404` or a class `4xx` (blank = any). */
export function isStatusFilter(text: string): boolean {
  return text.trim() === '' || /^([1-5][0-9][0-9]|[1-5]xx)$/.test(text.trim());
}

/** The export's filters (GET /__sim/journal/har and /mqtt take route and status). */
export function exportQuery(filters: JournalFilters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.route.trim()) query.route = filters.route.trim();
  if (filters.status.trim()) query.status = filters.status.trim();
  return query;
}

/** The file name a Content-Disposition header gives, else `fallback`. */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/** Offers a file as a download. */
export function download(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
