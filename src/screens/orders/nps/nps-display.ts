import { averageColour, type NpsColour, ratingColour } from '../../../domain/nps';

// What the NPS page shows of a record: its colours (doc 2 §9 through src/domain/nps.ts) and its
// survey link. What the machine allows, and its status, is nps-record-answers.ts.

export type Tone = 'success' | 'warning' | 'danger';

const TONE: Record<NpsColour, Tone> = { success: 'success', warning: 'warning', error: 'danger' };

/** doc 2 §9: below 7 red, 7 to 8 warning, 9 or more success. */
export const ratingTone = (rating: number): Tone => TONE[ratingColour(rating)];

/** doc 2 §9: average green from 8, warning from 7, red below 7. */
export const averageTone = (average: number): Tone => TONE[averageColour(average)];

/**
 * The survey address to copy: the record's `url` made absolute on the console's origin. The
 * simulator answers it on the public route /survey/{code}/{rate} (doc 1 §2.1) with a rate that
 * pre-fills nothing (src/domain/nps.ts `surveyPath`); an absolute url (another platform address)
 * is kept as it is.
 */
export function surveyLink(url: string, origin: string): string {
  return new URL(url, origin).href;
}
