// Keyboard and focus (issue 20): a finalized row leaves the open rows, and the button or the
// quantity field that had the focus leaves the page with it — the browser would drop the focus to
// the page body. The focus goes instead to the next open row's quantity field, else back to the
// scan field (else the record's tab panel), so the operator carries on by keyboard or scanner.

const QUANTITY = 'input[data-quantity-input]';
const inputOf = (id: string) =>
  document.querySelector<HTMLElement>(`${QUANTITY}[data-quantity-input="${CSS.escape(id)}"]`);
// a row settles once the refreshed record is rendered; give up after about a second
const MAX_FRAMES = 60;

/** The quantity fields after row `id`'s in page order (then those before it), read before the call. */
export function openRowsAfter(id: string): string[] {
  const all = [...document.querySelectorAll<HTMLElement>(QUANTITY)].map((i) => i.dataset.quantityInput ?? '');
  const at = all.indexOf(id);
  return at < 0 ? all : [...all.slice(at + 1), ...all.slice(0, at)];
}

/**
 * Once row `id` is settled (its quantity field gone), focus the first of `candidates` still open,
 * else `fallback` (the scan field) when it is in the page, else the tab panel holding the list.
 * Does nothing when the operator already put the focus somewhere else.
 */
export function focusNextOpenRow(
  id: string,
  candidates: readonly string[],
  fallback: HTMLElement | null,
  panel: Element | null = document.querySelector('[role=tabpanel]'),
): void {
  const settledRow = inputOf(id);
  let frames = 0;
  const step = () => {
    const active = document.activeElement;
    const elsewhere = active && active !== document.body && active.isConnected && active !== settledRow;
    if (inputOf(id) && frames++ < MAX_FRAMES) {
      requestAnimationFrame(step);
      return;
    }
    if (elsewhere && !settledRow?.parentElement?.closest('tr')?.contains(active)) return;
    const next = candidates.map(inputOf).find((e) => e !== null);
    const target = next ?? (fallback?.isConnected ? fallback : (panel as HTMLElement | null));
    target?.focus();
  };
  requestAnimationFrame(step);
}
