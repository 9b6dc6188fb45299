import type { JournalEntry } from './sim-api';

// Issue 19: the journal leaves the control page as files a tester's tools read — HTTP calls as a
// HAR 1.2 log (browsers' devtools, Charles, k6 import it), MQTT messages as JSON lines. The journal
// records no headers or bodies (simulator/plugins/journal.ts keeps an entry to a few fields), so
// the HAR's sizes are -1, "unknown" in the HAR spec.

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

type HttpEntry = JournalEntry & { kind: 'http' };
const isHttp = (e: JournalEntry): e is HttpEntry => e.kind === 'http';

function queryString(url: string): { name: string; value: string }[] {
  const search = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  return [...new URLSearchParams(search)].map(([name, value]) => ({ name, value }));
}

/** The HTTP entries as a HAR 1.2 document; `origin` makes the journal's paths absolute URLs. */
export function toHar(entries: JournalEntry[], origin: string, session: string) {
  return {
    log: {
      version: '1.2',
      creator: { name: 'workflow-console simulator', version: '1' },
      comment: `x-sim-session: ${session}`,
      entries: entries.filter(isHttp).map((e) => ({
        startedDateTime: e.at,
        time: e.ms ?? 0,
        request: {
          method: e.method ?? 'GET',
          url: `${origin}${e.url ?? ''}`,
          httpVersion: 'HTTP/1.1',
          cookies: [],
          headers: [],
          queryString: queryString(e.url ?? ''),
          headersSize: -1,
          bodySize: -1,
        },
        response: {
          // 0: a fault dropped the connection (HAR's own value for "no response")
          status: e.status ?? 0,
          statusText: '',
          httpVersion: 'HTTP/1.1',
          cookies: [],
          headers: [],
          content: { size: -1, mimeType: 'application/json' },
          redirectURL: '',
          headersSize: -1,
          bodySize: -1,
        },
        cache: {},
        timings: { send: 0, wait: e.ms ?? 0, receive: 0 },
        ...(e.fault ? { comment: `fault ${e.fault.rules.join(',')}: ${e.fault.effects.join('; ')}` } : {}),
      })),
    },
  };
}

/** The MQTT entries, one JSON object a line. */
export function toJsonLines(entries: JournalEntry[]): string {
  return entries
    .filter((e) => e.kind === 'mqtt')
    .map((e) => JSON.stringify(e))
    .join('\n');
}

/** Offers a text as a file download. */
export function download(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
