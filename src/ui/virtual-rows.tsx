import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Past this many rows a table renders only the rows near the viewport (issue 17 "Big tables": a
 * storage page of 200 expanded orders took 1.6 s to render). Below it every row is in the DOM, so
 * short lists stay findable by tests, axe and the browser's find-in-page, and pay nothing.
 */
export const VIRTUAL_THRESHOLD = 50;

/** The rows to render now. */
export interface RowWindow {
  /** indexes of the rows to render, in order */
  indexes: number[];
  /** height (px) of the blank space before the first rendered row and after the last */
  before: number;
  after: number;
  /** ref for each rendered row element (carrying `data-index`): its real height replaces the estimate */
  measure?: (node: Element | null) => void;
}

/** Every row of a short list. */
export const allRows = (count: number): RowWindow => ({
  indexes: Array.from({ length: count }, (_, i) => i),
  before: 0,
  after: 0,
});

export interface VirtualRowsProps {
  count: number;
  /** a row's expected height (px) until it is measured — the closer, the fewer rows rendered */
  estimate: (index: number) => number;
  /** the table (or list) element: where the rows start on the page */
  within: RefObject<HTMLElement | null>;
  children: (rows: RowWindow) => ReactNode;
}

/**
 * The rows of a long table scrolled with the page (the console scrolls the window, not a box):
 * TanStack Virtual's window virtualizer, offset by where the table starts. Render it only past
 * `VIRTUAL_THRESHOLD` rows (else `allRows`): a virtualizer listens to the window's scroll and size.
 */
export function VirtualRows({ count, estimate, within, children }: VirtualRowsProps) {
  const [margin, setMargin] = useState(0);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: estimate,
    overscan: 2,
    scrollMargin: margin,
    // a row not laid out (jsdom, a hidden tab) measures 0: keep the estimate, or every row would
    // seem to fit the viewport and all would render
    measureElement: (element) =>
      element.getBoundingClientRect().height || estimate(Number(element.getAttribute('data-index'))),
  });
  // Content above the table (an expanded row, a toolbar) moves it: read its offset after each render
  // (setState bails out when unchanged).
  useLayoutEffect(() => {
    if (within.current) setMargin(within.current.getBoundingClientRect().top + window.scrollY);
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  return children({
    indexes: items.map((i) => i.index),
    before: first ? first.start - margin : 0,
    after: last ? virtualizer.getTotalSize() - (last.end - margin) : 0,
    measure: virtualizer.measureElement,
  });
}
