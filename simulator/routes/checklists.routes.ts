import { type } from 'arktype';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checklistProblems, mechanicChecklist, vehicleChecklist } from '../../src/domain/checklists';
import { CHECKLIST_TYPES, type ChecklistType } from '../../src/domain/order-records';
import { checklistSaveLifecycle } from '../../src/machines/checklist-save.machine';
import { decide } from '../http/decide';
import { badRequest } from '../http/http-error';
import { checklistChange } from '../http/order-answers';
import { addRoute, checked } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { YARD_MESSAGES, yardMessage } from '../i18n/messages/yard';
import { ownedOrder } from '../orders-area/http';

/**
 * Checklists (doc 2 §7 "PUT /orders-checklist/mechanic/{orderId}; PUT
 * /orders-checklist/vehicle/{orderId}; POST /orders-checklist | checklist"), validated with the
 * forms' schemas and rules (src/domain/checklists.ts, doc 2 §5: 400 naming each field). The save
 * is asked of checklistSaveMachine: POST creates (409 when the order already has that type), PUT
 * replaces (409 when it has none). Payloads are ours where the seed says only "checklist": POST
 * `{orderId, type, checklist}`, PUT `{checklist}`.
 */
const postBody = type({
  orderId: '0 < string <= 64',
  type: type.enumerated(...CHECKLIST_TYPES),
  checklist: 'object',
});
const putBody = type({ checklist: 'object' });
const putParams = type({ kind: "'vehicle' | 'mechanic'", orderId: '0 < string <= 64' });

function assertValid(kind: ChecklistType, data: unknown) {
  // the shape first, said in the caller's language like any body (found by the fuzz, issue 18)
  const shaped = checked(kind === 'VEHICLE' ? vehicleChecklist : mechanicChecklist, data);
  if (!shaped.ok)
    throw badRequest(MESSAGES.invalidInput('body', shaped.problems, shaped.mismatches), shaped.problems);
  const problems = checklistProblems(kind, data).map((p) => ({ ...p, field: `checklist.${p.field}` }));
  if (problems.length > 0)
    throw badRequest(
      problems.map((p) => `${p.field}: ${p.message.replace(/^[^:]*: /, '')}`).join('; '),
      problems,
    );
}

const answer = (request: FastifyRequest, kind: ChecklistType, checklist: unknown) => ({
  message: yardMessage(request, 'checklistSaved', { type: kind }),
  checklist,
});

export async function checklistsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'POST',
    url: '/orders-checklist',
    summary:
      'Create the vehicle or mechanic checklist of an order (doc 2 §3, §5); 400 invalid; 409 one of that type exists',
    tags: ['orders'],
    auth: true,
    body: postBody,
    response: checklistChange,
    handler: async (request, reply) => {
      const { orderId, type: kind, checklist } = request.body;
      const order = ownedOrder(request, orderId);
      assertValid(kind, checklist);
      const exists = request.store.checklists.of(order.id, kind) !== null;
      decide(
        checklistSaveLifecycle,
        { exists },
        [{ type: 'SAVE', mode: 'create' }],
        YARD_MESSAGES.checklistExists(kind),
      );
      const row = request.store.checklists.create(
        order.id,
        kind,
        checklist as Record<string, unknown>,
        request.now().toISOString(),
      );
      reply.status(201);
      return answer(request, kind, row);
    },
  });
  addRoute(app, {
    method: 'PUT',
    url: '/orders-checklist/:kind/:orderId',
    summary:
      "Replace an order's vehicle or mechanic checklist (doc 2 §4 update mode); 400 invalid; 409 none stored yet",
    tags: ['orders'],
    auth: true,
    params: putParams,
    body: putBody,
    response: checklistChange,
    handler: async (request) => {
      const kind: ChecklistType = request.params.kind === 'vehicle' ? 'VEHICLE' : 'MECHANIC';
      const order = ownedOrder(request, request.params.orderId);
      assertValid(kind, request.body.checklist);
      const stored = request.store.checklists.of(order.id, kind);
      decide(
        checklistSaveLifecycle,
        { exists: stored !== null },
        [{ type: 'SAVE', mode: 'update' }],
        YARD_MESSAGES.checklistMissing(kind),
      );
      const data = request.body.checklist as Record<string, unknown>;
      request.store.checklists.replace((stored as { id: string }).id, data);
      return answer(request, kind, { ...stored, data });
    },
  });
}
