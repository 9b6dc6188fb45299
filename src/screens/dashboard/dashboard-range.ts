import { atom } from 'jotai';
import { DEFAULT_DATE_PRESET, presetRange } from '../../domain/dates';
import type { DateRange } from '../../ui/date-range-picker';

/** doc 1 §2.8: the dashboard's date range, default the last 7 days; the blocks read it. */
export const dashboardRangeAtom = atom<DateRange>(presetRange(DEFAULT_DATE_PRESET));
