import { averageColour, type NpsColour, type NpsRecord, ratingColour } from '../../../domain/nps';
import { can } from '../../../machines/ask';
import { npsRecordLifecycle, npsRecordState } from '../../../machines/nps-record.machine';

// What the NPS page shows of a record: the actions the nps-record machine allows (asked through
// src/machines/ask.ts: the stored flags give its state, unanswered → answered → treated, and the
// rating its context; doc 2 §4: resolve only an answered detractor, rating below 7, not yet
// treated; resend only while unanswered), its colours (doc 2 §9 through src/domain/nps.ts), its
// survey link and status.

export interface NpsActions {
  resolve: boolean;
  resend: boolean;
}

export function npsActions(record: Pick<NpsRecord, 'answered' | 'treated' | 'rating'>): NpsActions {
  return {
    // the machine also wants a resolution text; here we ask whether resolving is possible at all
    resolve: can(npsRecordLifecycle, record, { type: 'RESOLVE', resolution: 'resolution' }),
    resend: can(npsRecordLifecycle, record, { type: 'RESEND' }),
  };
}

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

export type NpsRecordStatus = 'unanswered' | 'answered' | 'treated';

export const recordStatus = (record: Pick<NpsRecord, 'answered' | 'treated'>): NpsRecordStatus =>
  npsRecordState(record);
