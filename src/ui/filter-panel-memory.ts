// Issue 31 "Fewer taps": a list on a handheld opens with its filter panel collapsed (the rows, not
// the fields, fill the first screen), and whatever the user last chose for a list — open or
// closed — is how that list opens next time, on any device. Doc 1 §2.9 only says the panel is
// collapsible; remembering it per list in this browser (localStorage) is ours.

/** localStorage when the page has one (none under node, or when the browser blocks it) */
const pageStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

/** One localStorage entry holds every list's choice: { "<list key>": true | false }. */
export const FILTER_PANELS_KEY = 'wf.filterPanels';

/** A handheld: narrower than the md breakpoint (as the toasts' placement), or a touch screen
 * shorter than 600 px (a phone turned on its side). */
export const HANDHELD_QUERY = '(max-width: 767.98px), (pointer: coarse) and (max-height: 599.98px)';

const isHandheld = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.(HANDHELD_QUERY).matches);

/** The list a path shows: its first segment ("/outbound/out-1" → "/outbound"). */
export const listKeyOf = (path: string): string => `/${path.split('/').find(Boolean) ?? ''}`;

function readAll(storage: Storage | undefined): Record<string, boolean> {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(FILTER_PANELS_KEY) ?? '{}');
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
    // only booleans count: anything else in the entry (an older format, a hand edit) is ignored
    return Object.fromEntries(Object.entries(raw).filter(([, v]) => typeof v === 'boolean'));
  } catch {
    return {};
  }
}

/** How the list's panel opens: the remembered choice, else collapsed on a handheld, else
 * `fallback` (the list's own default). */
export function initialOpen(
  listKey: string,
  fallback: boolean,
  handheld = isHandheld(),
  storage = pageStorage(),
): boolean {
  return readAll(storage)[listKey] ?? (handheld ? false : fallback);
}

/** Remembers the user's choice for the list. */
export function rememberOpen(listKey: string, open: boolean, storage = pageStorage()): void {
  try {
    storage?.setItem(FILTER_PANELS_KEY, JSON.stringify({ ...readAll(storage), [listKey]: open }));
  } catch {
    // storage full or blocked: the choice lasts until the page is left, as before
  }
}
