import type { ConferenceImportRow } from '../domain/dispatch.schema';
import { api } from './api-client';
import {
  type ConferenceView,
  patchCancel,
  putOperation,
  useAssignUser,
  useOperationMutation,
} from './operations.api';

// The conference calls (doc 3 §7 Conference; simulator/README.md "Outbound and conference"), each
// through the shared operation mutation so the conference cache refreshes: the read (or
// correction) of one line — PUT /conference/{id}/{item} `{conferenceItemId, order, item,
// quantity}` —, finalize of the record or one order (?action=COMPLETED), cancel (PATCH), assign,
// and the spreadsheet import (POST /conference/{id}/import `{type: 'conference', rows}`).

type Target = { id: string; itemId?: string };

/** One line read: the conference, its order (item), the line and the order's product. */
export interface ConferenceCount {
  id: string;
  itemId: string;
  lineId: string;
  orderId: string;
  orderItemId: string;
  quantity: number;
}

/** doc 3 §7: body of PUT /conference/{id}/{item}. */
export const conferenceCountBody = (c: ConferenceCount) => ({
  conferenceItemId: c.lineId,
  order: c.orderId,
  item: c.orderItemId,
  quantity: c.quantity,
});

export interface ConferenceImportAnswer {
  message: string;
  imported: number;
  /** row: 1 = the first row sent */
  errors: Array<{ row: number; message: string }>;
  record?: ConferenceView;
}

/** POST /conference/{id}/import — one batch of spreadsheet rows. */
export const importConferenceRows = (id: string, rows: ConferenceImportRow[]) =>
  api.post<ConferenceImportAnswer>(`/conference/${encodeURIComponent(id)}/import`, {
    type: 'conference',
    rows,
  });

export function useConferenceCommands() {
  const count = useOperationMutation('conference', (c: ConferenceCount) =>
    putOperation('conference', { id: c.id, itemId: c.itemId }, {}, conferenceCountBody(c)),
  );
  const finalize = useOperationMutation('conference', (t: Target) =>
    putOperation('conference', t, { action: 'COMPLETED' }),
  );
  const cancel = useOperationMutation('conference', (t: Target) => patchCancel('conference', t.id, t.itemId));
  const assign = useAssignUser('conference');
  const imported = useOperationMutation('conference', (v: { id: string; rows: ConferenceImportRow[] }) =>
    importConferenceRows(v.id, v.rows),
  );
  return {
    count: count.mutateAsync,
    finalize: finalize.mutateAsync,
    cancel: cancel.mutateAsync,
    assign: (target: Target, userId: string) =>
      assign.mutateAsync({ id: target.id, itemId: target.itemId, userId }),
    /** one batch: the rows read and the refused ones (the answer's record is cached) */
    importRows: (id: string, rows: ConferenceImportRow[]) =>
      imported.mutateAsync({ id, rows }) as Promise<ConferenceImportAnswer>,
    counting: count.isPending,
  };
}
