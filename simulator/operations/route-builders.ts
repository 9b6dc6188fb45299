import { type Type, type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import type { AnyStateMachine } from 'xstate';
import { operationListFilters } from '../../src/domain/operations.schema';
import {
  LIST_FIELD,
  type MultiAssignKind,
  multiAssignField,
  type WarehouseKind,
} from '../../src/domain/warehouse-kinds';
import type { Lifecycle } from '../../src/machines/ask';
import type { LinesRecord } from '../../src/machines/operation-lifecycle';
import { messageAnswer } from '../http/answers';
import { recordAnswers } from '../http/record-answers';
import { addRoute, noBody } from '../http/validate';
import { operationMessage } from '../i18n/messages/operations';
import { dayBounds, idParams, pageOf, pagingFields, viewedCompany } from '../orders-area/http';
import { LIST_SORTS, type ListSort, type OperationItemRow } from '../store/operations.repo';
import { changeOperation, ownedRecord } from './answers';
import { assignRecordTo } from './machine-runs';
import { KIND_LABEL, OperationWork, operatorOf } from './operation-work';

export const itemParams = type({ id: '0 < string <= 64', item: '0 < string <= 64' });
/** Every mutation's body is checked per action with its own schema (`parse`); the route-level
 * schema only says it is an object. */
export const anyBody = type('Record<string, unknown> | undefined');

const listQuery = type({
  ...pagingFields,
  ...operationListFilters,
  // doc 2 §7 "add to an existing outbound" lookup; ours for every kind
  'notDone?': "'true' | 'false'",
  'sort?': type.enumerated(...(Object.keys(LIST_SORTS) as ListSort[])),
});

/** GET /{kind} (a page of rows without product lines, filters in SQL) and GET /{kind}/{id}. */
export function registerReads(app: FastifyInstance, kind: WarehouseKind): void {
  const label = KIND_LABEL[kind].toLowerCase();
  addRoute(app, {
    method: 'GET',
    url: `/${kind}`,
    summary: `${KIND_LABEL[kind]} records of the viewed company, newest first or by sort (date|code|status with |ASC or |DESC) (page, take, code, status, initialDate, finalDate, user, notDone); answers ${LIST_FIELD[kind]} (rows with order.items: []) and total (doc 3 §7)`,
    tags: ['operations'],
    auth: true,
    querystring: listQuery,
    response: recordAnswers(kind).list,
    handler: async (request) => {
      const q = request.query;
      const { from, to } = dayBounds(q.initialDate, q.finalDate);
      const { records, total } = request.store.operations.list({
        kind,
        companyDocument: viewedCompany(request),
        from,
        to,
        code: q.code || null,
        status: q.status ?? null,
        userId: q.user ?? null,
        notDone: q.notDone === 'true',
        sort: q.sort ?? null,
        ...pageOf(q),
      });
      return { [LIST_FIELD[kind]]: records, total };
    },
  });
  addRoute(app, {
    method: 'GET',
    url: `/${kind}/:id`,
    summary: `One ${label} with every product line and its state (doc 3 §3)`,
    tags: ['operations'],
    auth: true,
    params: idParams,
    response: recordAnswers(kind).record,
    handler: async (request) => {
      const record = ownedRecord(request, kind, request.params.id);
      return request.store.operations.view(record.id);
    },
  });
}

/** What a mutation route hands its change: the query as checked and the body, which each action
 * checks against its own schema (`parse`). */
export interface OperationCall<Q> {
  query: Q;
  body: Record<string, unknown> | undefined;
}

interface ChangeRoute<Q> {
  /** PUT changes (its body checked per action); PATCH cancels and takes no body */
  method: 'PUT' | 'PATCH';
  /** the OpenAPI summary: what each call does, the machine event it runs and doc 3's rule */
  summary: string;
  querystring?: Type<Q>;
}

const callOf = <Q>(request: { query: unknown; body: unknown }): OperationCall<Q> => ({
  query: request.query as Q,
  body: request.body as OperationCall<Q>['body'],
});

/** /docs: how a PUT's body is read (DESIGN §5; a PATCH's body is `noBody`, which says so itself). */
const PUT_BODY_NOTE =
  'The body is checked against the schema of the action asked for (see the summary); a field the ' +
  'action does not read is ignored, and an action shown with `{}` reads none.';

const changeRouteParts = (spec: ChangeRoute<unknown>) => ({
  method: spec.method,
  summary: spec.summary,
  description: spec.method === 'PUT' ? PUT_BODY_NOTE : undefined,
  tags: ['operations'],
  auth: true,
  body: (spec.method === 'PATCH' ? noBody : anyBody) as typeof anyBody,
});

/** PUT or PATCH /{kind}/{id}: `change` runs on the caller's record in one transaction
 * (changeOperation) and answers its message with the record after it. */
export function recordRoute<Q = { origin?: string }>(
  app: FastifyInstance,
  kind: WarehouseKind,
  spec: ChangeRoute<Q> & { change: (work: OperationWork, call: OperationCall<Q>) => string },
): void {
  addRoute(app, {
    ...changeRouteParts(spec as ChangeRoute<unknown>),
    url: `/${kind}/:id`,
    params: idParams,
    querystring: spec.querystring,
    response: recordAnswers(kind).change,
    handler: async (request) =>
      changeOperation(request, kind, request.params.id, (work) => spec.change(work, callOf(request))),
  });
}

/** PUT or PATCH /{kind}/{id}/{item}: as recordRoute, on one item (order) of the record (404 when
 * it is not one). */
export function itemRoute<Q = { origin?: string }>(
  app: FastifyInstance,
  kind: WarehouseKind,
  spec: ChangeRoute<Q> & {
    change: (work: OperationWork, item: OperationItemRow, call: OperationCall<Q>) => string;
  },
): void {
  addRoute(app, {
    ...changeRouteParts(spec as ChangeRoute<unknown>),
    url: `/${kind}/:id/:item`,
    params: itemParams,
    querystring: spec.querystring,
    response: recordAnswers(kind).change,
    handler: async (request) =>
      changeOperation(request, kind, request.params.id, (work) =>
        spec.change(work, work.item(request.params.item), callOf(request)),
      ),
  });
}

/** PUT /{kind}-operation/attribute-user/{userId} `{ {kind}Order: ids }` (doc 3 §7, picking and
 * packing multi-assign): ASSIGN_USER on each record, all or nothing. */
export function registerAssignMany(
  app: FastifyInstance,
  kind: MultiAssignKind,
  life: Lifecycle<AnyStateMachine, LinesRecord>,
  body: Type<Record<string, string[]>>,
): void {
  const field = multiAssignField(kind);
  addRoute(app, {
    method: 'PUT',
    url: `/${kind}-operation/attribute-user/:userId`,
    summary: `Assign one operator to several ${kind}s (${field}: ids); all or nothing, 409 when one is not PENDING (doc 3 §4, §7)`,
    tags: ['operations'],
    auth: true,
    params: type({ userId: '0 < string <= 64' }),
    body,
    response: messageAnswer.and({ ids: 'string[]' }),
    handler: async (request) => {
      const ids = [...new Set(request.body[field])];
      request.store.db.transaction(() => {
        const operator = operatorOf(request, request.params.userId);
        for (const id of ids)
          assignRecordTo(new OperationWork(request, kind, ownedRecord(request, kind, id)), life, operator);
      })();
      return { message: operationMessage(request, 'assignedMany', { count: ids.length }), ids };
    },
  });
}
