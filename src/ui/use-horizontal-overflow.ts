import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element scrolls sideways (its content is wider than it), kept up to date as it or its
 * content resize. A table wider than the page scrolls in its wrapper, and a keyboard user can only
 * scroll it if the wrapper takes focus (WCAG 2.1.1; axe "scrollable-region-focusable") — a table of
 * plain cells has nothing else to focus. The state changes only when the answer does, so a list
 * refreshing every 30 s re-renders nothing for it.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
