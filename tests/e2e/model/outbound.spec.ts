import type { Locator, Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { addableOrder, outboundScenario } from '../../../simulator/scenarios/machines/outbound.scenario';
import { DEMO_TRANSPORTER_IDS } from '../../../simulator/seed/demo/order-ids';
import { apiGet } from '../pages/orders.page';
import { OutboundOrderRow, OutboundPage } from '../pages/outbound.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import {
  busyTable,
  confirmCommand,
  expectAllowed,
  expectLoaded,
  expectLoading,
  type OperationUi,
  openOperation,
  recordActions,
  recordButton,
  recordSummary,
} from './operation-ui';
import { browserSessionApi } from './scenario-steps';
import { modelTest, refusedOnScreen, storedStates, type UiModel } from './ui-model';

// outboundMachine's shortest paths (every transition) driven through an outbound's tab (doc 3 §2
// Outbound, §4, §7): the summary's Assign, Transporter, Dispatch position, Add orders, Dispatch
// (FINALIZE), Cancel and Delete, each enabled where the machine takes it. LOADED is no user action —
// the record's read answering: the path's outbound is made through the API in the sampled status by
// the API scenario's own LOADED step, and its tab opened with that read held (operation-ui.ts).
// ADD_TRANSPORTER and ADD_POSITION are their dialogs, choosing what the API scenario sends (the
// principal demo transporter; the scenario's dispatch position, searched by its code). ADD_ORDERS
// is the "Add orders" dialog taking a fresh order the scenario's own helper makes (addableOrder);
// as the API scenario's step does, the added order is then cancelled from its row, so the path's
// one order still decides the derived status the machine's sample lines say. ITEMS_CHANGED is no
// call (the simulator derives the record's status from its orders, doc 3 §4): its user action is
// the one that causes it, the order's own dispatch or cancel from its row, after which the summary
// shows the status the machine leads to (its refusals are the API level's, as inbound's). DELETE
// closes the tab and shows the list without the record; in DELETED there is nothing of it left on
// the screen to act on, which is how the screen refuses every event there.

const outboundOf = (world: OperationUi) => new OutboundPage(world.page);

type HeaderEvent =
  | 'ASSIGN_USER'
  | 'ADD_TRANSPORTER'
  | 'ADD_POSITION'
  | 'ADD_ORDERS'
  | 'FINALIZE'
  | 'CANCEL'
  | 'DELETE';

/** The summary's button of each whole-record event (src/screens/operations/outbound/outbound-actions.tsx). */
function headerButton(page: Page, type: HeaderEvent): Locator {
  const outbound = new OutboundPage(page);
  switch (type) {
    case 'ASSIGN_USER':
    case 'CANCEL':
      return recordButton(page, type);
    case 'ADD_TRANSPORTER':
      return outbound.action('transporter');
    case 'ADD_POSITION':
      return outbound.action('position');
    case 'ADD_ORDERS':
      return outbound.action('addOrders');
    case 'FINALIZE':
      return outbound.action('finalize');
    case 'DELETE':
      return outbound.action('delete');
  }
}

const HEADER_EVENTS: readonly HeaderEvent[] = [
  'ASSIGN_USER',
  'ADD_TRANSPORTER',
  'ADD_POSITION',
  'ADD_ORDERS',
  'FINALIZE',
  'CANCEL',
  'DELETE',
];

/** The summary shows the machine's state as the status, each header button is enabled exactly
 * where the machine takes its event, and the note on why Cancel is off shows exactly while the
 * outbound is PENDING and CANCEL refused (doc 3 §4). */
async function expectOutbound(world: OperationUi, snapshot: AnyMachineSnapshot): Promise<void> {
  await expect(recordSummary(world.page)).toContainText(t(`operations.status.${String(snapshot.value)}`));
  const cancelRefused = snapshot.value === 'PENDING' && !snapshot.can({ type: 'CANCEL' });
  await Promise.all([
    ...HEADER_EVENTS.map((type) => expectAllowed(headerButton(world.page, type), snapshot, { type })),
    expect(outboundOf(world).cancelRefusal()).toHaveCount(cancelRefused ? 1 : 0),
  ]);
}

/** DELETED: the tab is closed and the list (newest first) shows, without the record. */
async function expectDeleted(world: OperationUi): Promise<void> {
  const outbound = outboundOf(world);
  await expect(world.page).toHaveURL(/\/outbound$/);
  await expect(outbound.list).not.toHaveAttribute('aria-busy', 'true');
  await Promise.all([
    expect(outbound.row(world.code)).toHaveCount(0),
    expect(outbound.tab(world.code)).toHaveCount(0),
  ]);
}

const model: UiModel<OperationUi> = {
  entry: outboundScenario,

  setup: (ctx) => openOperation(outboundScenario, 'outbound', ctx),

  actions: {
    LOADED: ({ world }) => expectLoaded(world),
    ASSIGN_USER: recordActions.ASSIGN_USER,
    CANCEL: recordActions.CANCEL,
    ADD_TRANSPORTER: async ({ request, world }) => {
      const { nameTransporter } = await apiGet<{ nameTransporter: string }>(
        request,
        world.record.token,
        `/courrier/${DEMO_TRANSPORTER_IDS.principal}`,
      );
      await outboundOf(world).chooseTransporter(nameTransporter);
      await expect(recordSummary(world.page)).toContainText(nameTransporter);
    },
    ADD_POSITION: async ({ request, world }) => {
      const position = await apiGet<{ code: string; warehouse: { name: string } }>(
        request,
        world.record.token,
        `/position/${world.record.position}`,
      );
      await outboundOf(world).choosePosition(position.code, `${position.code} · ${position.warehouse.name}`);
      await expect(recordSummary(world.page)).toContainText(position.code);
    },
    ADD_ORDERS: async ({ request, world }) => {
      const order = await addableOrder(browserSessionApi(request), world.record.token);
      await outboundOf(world).addOrder(order.orderNumber);
      const added = new OutboundOrderRow(world.page, order.orderNumber);
      await expect(added.row).toContainText(t('operations.status.PENDING'));
      await added.cancel();
      await expect(added.row).toContainText(t('operations.status.CANCELLED'));
    },
    FINALIZE: ({ world }) =>
      confirmCommand(
        world.page,
        headerButton(world.page, 'FINALIZE'),
        t('outbound.confirm.finalizeTitle', { code: world.code }),
        t('outbound.confirm.yesFinalize'),
      ),
    DELETE: ({ world }) =>
      confirmCommand(
        world.page,
        headerButton(world.page, 'DELETE'),
        t('outbound.confirm.deleteTitle', { code: world.code }),
        t('outbound.confirm.yesDelete'),
      ),
    ITEMS_CHANGED: async ({ event, world }) => {
      const order = new OutboundOrderRow(world.page, world.orderNumber);
      await (event.items[0] === 'DONE' ? order.finalize() : order.cancel());
      await expect(order.row).toContainText(t(`operations.status.${event.items[0]}`));
    },
  },

  // the held read: the orders table is busy and no summary (no action) shows yet
  states: {
    ...storedStates(
      outboundScenario,
      ({ world }) => expectLoading(world.page, busyTable(world.page, t('outbound.items.caption'))),
      expectOutbound,
    ),
    DELETED: ({ world }) => expectDeleted(world),
  },

  // a refused header event: its button is disabled; deleted, the record has no tab and no row, so
  // no control of it at all (while loading there is no header yet: the API level's refusal)
  refusals: Object.fromEntries(
    HEADER_EVENTS.map((type) => [
      type,
      refusedOnScreen<OperationUi>(({ snapshot, world }) =>
        snapshot.value === 'DELETED'
          ? expectDeleted(world)
          : expect(headerButton(world.page, type)).toBeDisabled(),
      ),
    ]),
  ),
};

modelTest(model, { timeout: 180_000 });
