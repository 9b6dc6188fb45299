import type { NpsRecord } from '../../../domain/nps';
import { can } from '../../../machines/ask';
import { npsRecordLifecycle, npsRecordState } from '../../../machines/nps-record.machine';

// What the NPS page may offer for a record, asked of the nps-record machine through
// src/machines/ask.ts: the stored flags give its state, unanswered → answered → treated, and the
// rating its context (doc 2 §4: resolve only an answered detractor, rating below 7, not yet
// treated; resend only while unanswered).

export type NpsRecordStatus = 'unanswered' | 'answered' | 'treated';

export interface NpsRecordAnswers {
  resolve: boolean;
  resend: boolean;
  /** the state the machine rests in (the status column) */
  status: NpsRecordStatus;
}

export function npsRecordAnswers(
  record: Pick<NpsRecord, 'answered' | 'treated' | 'rating'>,
): NpsRecordAnswers {
  return {
    // the machine also wants a resolution text; here we ask whether resolving is possible at all
    resolve: can(npsRecordLifecycle, record, { type: 'RESOLVE', resolution: 'resolution' }),
    resend: can(npsRecordLifecycle, record, { type: 'RESEND' }),
    status: npsRecordState(record),
  };
}
