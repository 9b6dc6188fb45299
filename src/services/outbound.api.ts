import type { Company } from '../domain/company.schema';
import { api } from './api-client';
import { patchCancel, putOperation, useAssignUser, useOperationMutation } from './operations.api';
import { downstreamBody } from './order-downstream.api';

// The outbound calls (doc 3 §7 Outbound; simulator/README.md "Outbound and conference"), each
// through the shared operation mutation so the outbound cache refreshes: assign (record or
// order), ADD_TRANSPORTER, ADD_POSITION, finalize (COMPLETED, record or order), DELETE, cancel
// (PATCH, record or order), more orders into the outbound (POST /outbound action ADDED) and the
// company by document for the boarding draft.

type Target = { id: string; itemId?: string };
type RecordAction = 'ADD_TRANSPORTER' | 'ADD_POSITION' | 'DELETE';

/** PUT /outbound/{id}?action=ADD_TRANSPORTER / ADD_POSITION bodies (src/domain/dispatch.schema.ts). */
export const transporterBody = (transporter: string) => ({ transporter });
export const positionBody = (position: string) => ({ position });

/** GET /company/document/{document} — the company whose data a generated boarding draft carries. */
export const fetchCompanyByDocument = (document: string) =>
  api.get<Company>(`/company/document/${encodeURIComponent(document)}`);

export function useOutboundCommands() {
  const act = useOperationMutation(
    'outbound',
    ({ id, action, body }: { id: string; action: RecordAction; body?: unknown }) =>
      putOperation('outbound', { id }, { action }, body ?? {}),
  );
  const finalize = useOperationMutation('outbound', (target: Target) =>
    putOperation('outbound', target, { action: 'COMPLETED' }),
  );
  const cancel = useOperationMutation('outbound', (target: Target) =>
    patchCancel('outbound', target.id, target.itemId),
  );
  const addOrders = useOperationMutation('outbound', ({ id, orders }: { id: string; orders: string[] }) =>
    api
      .post<{ message?: string }>('/outbound', downstreamBody('OUTBOUND', orders, { outboundId: id }))
      .then((answer) => ({ message: answer.message })),
  );
  const assign = useAssignUser('outbound');
  return {
    assign: (target: Target, userId: string) =>
      assign.mutateAsync({ id: target.id, itemId: target.itemId, userId }),
    addTransporter: (id: string, transporter: string) =>
      act.mutateAsync({ id, action: 'ADD_TRANSPORTER', body: transporterBody(transporter) }),
    addPosition: (id: string, position: string) =>
      act.mutateAsync({ id, action: 'ADD_POSITION', body: positionBody(position) }),
    remove: (id: string) => act.mutateAsync({ id, action: 'DELETE' }),
    finalize: (target: Target) => finalize.mutateAsync(target),
    cancel: (target: Target) => cancel.mutateAsync(target),
    addOrders: (id: string, orders: string[]) => addOrders.mutateAsync({ id, orders }),
  };
}
