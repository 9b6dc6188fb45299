import { type RefObject, useLayoutEffect, useState } from 'react';

/** The rows of a box and the height taken by anything else in it (a table's head). */
export type RowsOf = (box: HTMLElement) => { row: HTMLElement | null; reserved: number };
const childRows: RowsOf = (box) => ({ row: box.firstElementChild as HTMLElement | null, reserved: 0 });

/**
 * How many rows of a list fit its box (a flex child whose height comes from its panel, never from
 * its rows): measured from the box and its first row — the rows are of one height — again whenever
 * the box is resized (the setup shown or hidden, another screen size). At least one; `fallback`
 * until measured.
 */
export function useFitCount(
  box: RefObject<HTMLElement | null>,
  fallback: number,
  rowsOf = childRows,
): number {
  const [count, setCount] = useState(fallback);
  useLayoutEffect(() => {
    const element = box.current;
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
  }, [box, rowsOf]);
  return count;
}
