import { can } from '../../../machines/ask';
import { type ConferenceEvent, conferenceLifecycle } from '../../../machines/conference.machine';
import { type ConferenceItemEvent, conferenceItemLifecycle } from '../../../machines/conference-item.machine';
import { conferenceItemRecord, conferenceLine, conferenceRecord } from '../../../machines/warehouse-records';
import type { ConferenceItem, ConferenceLine, ConferenceView } from '../../../services/operations.types';

// What a conference and its orders may offer, asked of the conference and conference-item machines
// through src/machines/ask.ts (doc 3 §2 Conference, §3 conferred, §4).

export interface ConferenceAnswers {
  assignUser: boolean;
  finalize: boolean;
  cancel: boolean;
}

export function conferenceAnswers(record: ConferenceView): ConferenceAnswers {
  const ask = (event: ConferenceEvent) => can(conferenceLifecycle, conferenceRecord(record), event);
  return {
    assignUser: ask({ type: 'ASSIGN_USER' }),
    finalize: ask({ type: 'FINALIZE' }),
    cancel: ask({ type: 'CANCEL' }),
  };
}

export interface ConferenceItemAnswers {
  assignUser: boolean;
  finalize: boolean;
  cancel: boolean;
  /** the order's machine takes a COUNT of `quantity` for this line (the one question counting asks) */
  mayCount: (line: ConferenceLine, quantity: number) => boolean;
}

export function conferenceItemAnswers(item: ConferenceItem): ConferenceItemAnswers {
  const ask = (event: ConferenceItemEvent) => can(conferenceItemLifecycle, conferenceItemRecord(item), event);
  return {
    assignUser: ask({ type: 'ASSIGN_USER' }),
    finalize: ask({ type: 'FINALIZE' }),
    cancel: ask({ type: 'CANCEL' }),
    mayCount: (line, quantity) => ask({ type: 'COUNT', line: line.lineId, quantity }),
  };
}

/** A line as its machine reads it: its status and what was counted (the printed count sheet). */
export const conferenceLineState = conferenceLine;
