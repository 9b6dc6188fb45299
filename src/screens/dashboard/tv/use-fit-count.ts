import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * How many rows of a list fit its box (a flex child whose height comes from its panel, never from
 * its rows): measured from the box and its first row, again whenever the box is resized (the setup
 * shown or hidden, another screen size). At least one; `fallback` until measured.
 */
export function useFitCount(box: RefObject<HTMLElement | null>, fallback: number): number {
  const [count, setCount] = useState(fallback);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const row = element.firstElementChild as HTMLElement | null;
      if (!row) return;
      const gap = Number.parseFloat(getComputedStyle(element).rowGap) || 0;
      const fits = Math.floor((element.clientHeight + gap) / (row.offsetHeight + gap));
      setCount(Math.max(1, fits));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [box]);
  return count;
}
