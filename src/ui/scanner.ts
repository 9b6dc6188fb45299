// Barcode scanners type like keyboards (DESIGN §4): a code arrives as a burst of printable keys a
// few milliseconds apart, ended by Enter. This pure detector tells such a burst from a person's
// typing, so a scan is routed to the scan field even when it is typed while focus is outside any
// text field, and a read can be told apart from typing.
// No DOM here: feed it `{ key, time }` pairs (KeyboardEvent.key and timeStamp).

export interface BurstOptions {
  /** Longest pause between two keys of one burst (ms). Scanners send a key every 1–30 ms; a
   * person keeps well above 100 ms over a whole code (the margin absorbs a busy browser). */
  maxGapMs: number;
  /** Fewest characters for a burst to count as a scan (shorter codes are typed by hand). */
  minLength: number;
}

export const DEFAULT_BURST: BurstOptions = { maxGapMs: 100, minLength: 3 };

export interface BurstState {
  /** Characters of the burst in progress. */
  buffer: string;
  /** Time of the last printable key, or null when no burst is in progress. */
  last: number | null;
}

export const EMPTY_BURST: BurstState = { buffer: '', last: null };

export interface BurstStep {
  state: BurstState;
  /** The scanned code, when this key (Enter) ended a burst. */
  code?: string;
}

// Keys a scanner may send inside a burst without meaning anything (uppercase letters come with
// Shift; some scanners wrap codes in these). They neither extend nor break the burst.
const NEUTRAL_KEYS = new Set(['Shift', 'CapsLock', 'Alt', 'AltGraph', 'Control', 'Meta', 'Unidentified']);

/** Feeds one key to the detector. */
export function feedBurst(
  state: BurstState,
  key: string,
  time: number,
  options: BurstOptions = DEFAULT_BURST,
): BurstStep {
  if (NEUTRAL_KEYS.has(key)) return { state };
  const inBurst = state.last !== null && time - state.last <= options.maxGapMs;
  if (key === 'Enter') {
    const code = state.buffer.trim();
    if (inBurst && code.length >= options.minLength) return { state: EMPTY_BURST, code };
    return { state: EMPTY_BURST };
  }
  // A printable character: extends the burst if it came quickly, else starts a new one.
  if (key.length === 1) return { state: { buffer: inBurst ? state.buffer + key : key, last: time } };
  // Anything else (Backspace, Tab, arrows…) is a person at the keyboard.
  return { state: EMPTY_BURST };
}

/** Stateful wrapper over `feedBurst` for event handlers. */
export function createBurstDetector(options: BurstOptions = DEFAULT_BURST) {
  let state = EMPTY_BURST;
  return {
    /** Returns the scanned code when `key` (Enter) ends a burst. */
    feed(key: string, time: number): string | undefined {
      const step = feedBurst(state, key, time, options);
      state = step.state;
      return step.code;
    },
    /** True while a burst of at least two quick keys is in progress. */
    get bursting() {
      return state.buffer.length >= 2;
    },
    reset() {
      state = EMPTY_BURST;
    },
  };
}

/** Normalises a code read or typed: trims it and drops control characters some scanners add. */
export function normaliseCode(raw: string): string {
  let out = '';
  for (const ch of raw) if (ch >= ' ' && ch !== '\u007f') out += ch;
  return out.trim();
}
