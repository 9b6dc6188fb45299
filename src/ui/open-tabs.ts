// Record tabs opened beside a list (occurrences, operation details): which stay open, which shows
// after one closes. Pure list helpers; the screens keep the open tabs in their own atoms.

export interface OpenTab {
  id: string;
  label: string;
}

/** Adds a tab (or renames it when already open). */
export function withTab(tabs: OpenTab[], tab: OpenTab): OpenTab[] {
  const at = tabs.findIndex((t) => t.id === tab.id);
  if (at < 0) return [...tabs, tab];
  if (tabs[at].label === tab.label) return tabs;
  return tabs.map((t, i) => (i === at ? tab : t));
}

/** The tab to show after closing `id`: its right neighbour, else its left one, else the list. */
export function afterClose(tabs: OpenTab[], id: string): string | null {
  const at = tabs.findIndex((t) => t.id === id);
  if (at < 0) return null;
  const next = tabs[at + 1] ?? tabs[at - 1];
  return next ? next.id : null;
}
