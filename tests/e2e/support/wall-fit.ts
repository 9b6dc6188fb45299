import type { Locator } from '@playwright/test';

/** What a wall panel shows wrong (issue 30), measured from the DOM: elements whose content is cut
 * (scrollWidth/Height beyond clientWidth/Height), elements outside the panel, text smaller than
 * `minLabelPx`, main numbers ([data-tv-number]) smaller than `minNumberPx`. Each entry names the
 * element by its text, so a failure says what to look at. */
export interface WallFit {
  clipped: string[];
  /** lists turning pages ([data-tv-list] = "page/pages"), not on their last page, with room left
   * under their last row for one more */
  roomy: string[];
  outside: string[];
  smallText: string[];
  smallNumbers: string[];
  numbers: number;
}

export function measurePanel(panel: Locator, minLabelPx: number, minNumberPx: number): Promise<WallFit> {
  return panel.evaluate(
    (root, [minLabel, minNumber]) => {
      const box = root.getBoundingClientRect();
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      // screen-reader-only parts (the charts' tables, the page markers' words) are clipped away
      const hidden = (el: Element) => {
        for (let e: Element | null = el; e && e !== root; e = e.parentElement) {
          const style = getComputedStyle(e);
          if (style.clip.startsWith('rect') || style.clipPath !== 'none') return true;
          const r = e.getBoundingClientRect();
          if (r.width <= 1 || r.height <= 1) return true;
        }
        return false;
      };
      const fit: WallFit = {
        clipped: [],
        outside: [],
        smallText: [],
        smallNumbers: [],
        numbers: 0,
        roomy: [],
      };
      // a list that turns pages fills its box: no room under its last row for another one
      for (const list of root.querySelectorAll<HTMLElement>('[data-tv-list]')) {
        // "page/pages": the last page may hold fewer
        const [at, pages] = (list.dataset.tvList ?? '').split('/').map(Number);
        if (at === pages) continue;
        const rows = [
          ...list.querySelectorAll<HTMLElement>(list.querySelector('tbody') ? 'tbody > tr' : ':scope > *'),
        ];
        const last = rows.at(-1);
        if (!last) continue;
        const gap = Number.parseFloat(getComputedStyle(list).rowGap) || 0;
        const free = list.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom;
        if (free >= last.offsetHeight + gap)
          fit.roomy.push(`${name(list)}: ${rows.length} rows, ${Math.round(free)} px free`);
      }
      for (const el of root.querySelectorAll('*')) {
        if (hidden(el)) continue;
        const r = el.getBoundingClientRect();
        if (
          r.left < box.left - 1 ||
          r.right > box.right + 1 ||
          r.top < box.top - 1 ||
          r.bottom > box.bottom + 1
        )
          fit.outside.push(name(el));
        if (el instanceof HTMLElement && el.clientWidth > 0) {
          if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1)
            fit.clipped.push(name(el));
        }
        // a chart's text (SVG) is cut where it leaves its drawing: the svg clips what overflows it
        if (el instanceof SVGTextElement && el.ownerSVGElement && (el.textContent ?? '').trim()) {
          const svg = el.ownerSVGElement.getBoundingClientRect();
          if (
            r.left < svg.left - 1 ||
            r.right > svg.right + 1 ||
            r.top < svg.top - 1 ||
            r.bottom > svg.bottom + 1
          )
            fit.clipped.push(`svg ${name(el)}`);
        }
        const ownText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        const size = Number.parseFloat(getComputedStyle(el).fontSize);
        if (ownText && size < minLabel) fit.smallText.push(`${name(el)} ${size}px`);
        if (el.hasAttribute('data-tv-number')) {
          fit.numbers++;
          if (size < minNumber) fit.smallNumbers.push(`${name(el)} ${size}px`);
        }
      }
      return fit;
    },
    [minLabelPx, minNumberPx] as const,
  );
}
