import { css } from '../../../../styled-system/css';

// The wall's type scale (issue 30): one unit, --tv-u, is 1 % of the screen's width on a 16:9 screen
// (on a taller or wider one, of the side that binds), set on the wall's root. Every size below is a
// multiple of it, so a wall reads the same from across the room at 1280×720, 1920×1080 or
// 3840×2160: at 1920×1080 the unit is 19.2 px, labels 24 px, main numbers 48 px; at 3840×2160
// twice that. Values stay literal strings: Panda extracts only literal style values.

/** The root's unit (on the page element of /dashboard/tv). */
export const TV_UNIT = 'min(1vw, 1.7778vh)';

/** Labels, order numbers, every other text in a panel: 1.25 units (24 px at 1920×1080). */
export const tvLabel = css({ fontSize: 'calc(var(--tv-u) * 1.25)', lineHeight: '1.25' });
/** A panel's title. */
export const tvTitle = css({ fontSize: 'calc(var(--tv-u) * 1.6)', lineHeight: '1.2', fontWeight: 'bold' });
/** Main numbers: 2.5 units at least (48 px at 1920×1080). */
export const tvNumber = css({
  fontSize: 'calc(var(--tv-u) * 3.2)',
  // 1.25: a line box that holds the glyphs at every size (1.1 let a 4K digit spill a pixel)
  lineHeight: '1.25',
  fontWeight: 'bold',
  fontVariantNumeric: 'tabular-nums',
});

/** The unit in CSS pixels, for what is drawn from script (chart text). */
export function tvUnitPx(width: number, height: number): number {
  return Math.min(width, (height * 16) / 9) / 100;
}
