import type { FastifyInstance } from 'fastify';
import { planningProblems } from '../../src/domain/inventory';
import { inventoryPlanningInput } from '../../src/domain/inventory.schema';
import { inventoryPerformance } from '../../src/domain/inventory-performance';
import { runFromStart } from '../../src/machines/ask';
import { inventoryPlanningMachine } from '../../src/machines/inventory-planning.machine';
import { badRequest } from '../http/http-error';
import { performanceAnswer, planningCreated, planningsPage } from '../http/inventory-answers';
import { addRoute } from '../http/validate';
import { inventoryMessage, INVENTORY_MESSAGES as M } from '../i18n/messages/inventory';
import { ownedInventory } from '../inventory/inventory-work';
import { createDueInventories } from '../inventory/planning-clock';
import { inventoryDetailView } from '../inventory/views';
import { idParams, viewedCompany } from '../orders-area/http';

/**
 * Inventory planning and the performance report — doc 3 §2 Inventory planning, §3, §5, §7 (GET and
 * POST /inventory-planning; GET inventory/report/performance/{id}). A planning's inventories are
 * created on the session clock (inventory/planning-clock.ts).
 */
export async function inventoryPlanningRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/inventory-planning',
    summary:
      'Inventory plannings of the viewed company, newest date first (planningId, planningDate, positions, repeatPlanning, repeatType, repeatValue, nextDate); due ones are created first (doc 3 §7; the console reads a 404 as empty)',
    tags: ['inventory'],
    auth: true,
    response: planningsPage,
    handler: async (request) => {
      const company = viewedCompany(request);
      createDueInventories(request.store, company, request.now());
      const planning = request.store.inventoryPlanning.list(company).map((p) => ({
        planningId: p.id,
        planningDate: p.planningDate,
        positions: p.positions,
        repeatPlanning: p.repeatPlanning,
        repeatType: p.repeatType,
        repeatValue: p.repeatValue,
        nextDate: p.nextDate,
      }));
      return { planning, total: planning.length };
    },
  });

  addRoute(app, {
    method: 'POST',
    url: '/inventory-planning',
    summary:
      'Schedule an inventory: planningDate (yyyy-MM-dd), positions (ids, at least one), repeatPlanning, repeatType (days, week, months, years) and repeatValue (≥ 1, digits) when repeating (doc 3 §5, §9); 400 otherwise',
    tags: ['inventory'],
    auth: true,
    body: inventoryPlanningInput,
    response: planningCreated,
    handler: async (request, reply) => {
      const input = request.body;
      const { store } = request;
      const company = viewedCompany(request);
      if (planningProblems(input).length > 0) throw badRequest(M.planningInvalid);
      const positions = [...new Set(input.positions)];
      for (const id of positions) {
        const p = store.warehouses.position(id);
        if (!p || p.companyDocument !== company) throw badRequest(M.unknownPosition);
      }
      const created = runFromStart(inventoryPlanningMachine, [{ type: 'CREATE', input }]);
      const ctx = created.context;
      const id = store.inventoryPlanning.nextId();
      store.inventoryPlanning.insert({
        id,
        companyDocument: company,
        planningDate: input.planningDate,
        positions,
        repeatPlanning: ctx.repeatPlanning,
        repeatType: ctx.repeatType,
        repeatValue: ctx.repeatValue,
        nextDate: ctx.nextDate,
        createdAt: request.now().toISOString(),
      });
      reply.code(201);
      return { message: inventoryMessage(request, 'planned', { date: input.planningDate }), planningId: id };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/inventory/report/performance/:id',
    summary:
      'Performance of one inventory (doc 3 §3): totals, longest/shortest/mean counting minutes, reads, inconsistencies and per-user time per position, computed from its recorded counts',
    tags: ['inventory'],
    auth: true,
    params: idParams,
    response: performanceAnswer,
    handler: async (request) =>
      inventoryPerformance(inventoryDetailView(request.store, ownedInventory(request, request.params.id))),
  });
}
