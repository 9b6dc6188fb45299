import { useLayoutEffect, useState } from 'react';

/** The rows of a box and the height taken by anything else in it (a table's head). */
export type RowsOf = (box: HTMLElement) => { row: HTMLElement | null; reserved: number };
const childRows: RowsOf = (box) => ({ row: box.firstElementChild as HTMLElement | null, reserved: 0 });

/**
 * How many rows of a list fit its box (a flex child whose height comes from its panel, never from
 * its rows): measured from the box and its first row — the rows are of one height — again whenever
 * the box is resized (the setup shown or hidden, another screen size). At least one; `fallback`
 * until measured. Answers the count and the ref to put on the box: a callback ref, so a box that
 * appears later (inside a query's body, once its data has come) is measured too — an object ref
 * read at mount saw none, and the routes kept their fallback of 2 a page in a panel that held 4.
 */
export function useFitCount(
  fallback: number,
  rowsOf = childRows,
): [count: number, box: (element: HTMLElement | null) => void] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [count, setCount] = useState(fallback);
  useLayoutEffect(() => {
    if (!element) return;
    const measure = () => {
      const { row, reserved } = rowsOf(element);
      if (!row) return;
      const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      const fits = Math.floor((element.clientHeight - reserved + gap) / (row.offsetHeight + gap));
      setCount(Math.max(1, fits));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, rowsOf]);
  return [count, setElement];
}
