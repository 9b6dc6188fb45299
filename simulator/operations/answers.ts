import type { FastifyRequest } from 'fastify';
import type { WarehouseKind } from '../../src/domain/warehouse-kinds';
import { OPERATION_MESSAGES } from '../i18n/messages/operations';
import { owned } from '../orders-area/http';
import type { OperationRow } from '../store/operations.repo';
import { KIND_LABEL, OperationWork } from './operation-work';

/** The caller's record of `kind`: 404 unknown (or of another kind), 403 another company's. */
export function ownedRecord(request: FastifyRequest, kind: WarehouseKind, id: string): OperationRow {
  const record = request.store.operations.byId(id);
  return owned(request, record?.kind === kind ? record : null, OPERATION_MESSAGES.notFound(KIND_LABEL[kind]));
}

/** Runs `change` on the caller's record in one transaction (a throw rolls everything back), with
 * who did it recorded on what it finalized (recordingDoer), and answers `{ message, record }` with
 * the record's detail after the change. */
export function changeOperation(
  request: FastifyRequest,
  kind: WarehouseKind,
  id: string,
  change: (work: OperationWork) => string,
): { message: string; record: unknown } {
  const { store } = request;
  const message = store.db.transaction(() => {
    const work = new OperationWork(request, kind, ownedRecord(request, kind, id));
    return work.recordingDoer(() => change(work));
  })();
  return { message, record: store.operations.view(id) };
}
