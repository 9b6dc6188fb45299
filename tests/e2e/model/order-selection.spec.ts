import {
  orderSelectionScenario,
  URL_OF,
} from '../../../simulator/scenarios/machines/order-selection.scenario';
import { DOWNSTREAM_TARGETS, type DownstreamTarget } from '../../../src/domain/order-generation';
import { atSeedTime, OrdersPage } from '../pages/orders.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signInOnce } from '../support/session';
import { fault, IN_FLIGHT_MS, modelTest, type UiModel } from './ui-model';

// orderSelectionMachine's shortest paths (every transition) driven through the orders list's
// selection (doc 2 §2 "Selection and downstream generation"). Each sample order is the seeded
// anchor of its type and status (simulator/seed/demo/anchor-orders.ts), in the list's default
// 7 days at the seed's instant. GENERATE opens the target's dialog and confirms it with the
// downstream call held IN_FLIGHT_MS (and answering 500 when the path's next event is
// GENERATE_FAILED); after a failure the dialog stays open, and the user cancels it to get back to
// the selection (what the `selecting` state then shows).
const ORDER_NUMBER: Record<string, string> = {
  'new-1': '900010', // NEW, PENDING
  'inv-1': '900009', // INVOICE, PENDING
  'pick-1': '900008', // PICKING, PENDING: inside a running operation
  'cancel-1': '900002', // NEW, CANCELLED
};

interface SelectionUi {
  orders: OrdersPage;
}

const numberOf = (id: string) => {
  const number = ORDER_NUMBER[id];
  if (!number) throw new Error(`order-selection: no seeded order for sample ${id}`);
  return number;
};

const model: UiModel<SelectionUi> = {
  entry: orderSelectionScenario,

  async setup({ page, request }) {
    // the reset puts the session's clock back on the wall clock: pinned at the seed's instant
    // again before every path. The first path signs in; later ones keep the tab's session.
    await atSeedTime(page, request);
    await signInOnce(page, 'admin');
    const orders = new OrdersPage(page);
    await page.goto('/orders');
    // a full load on a busy machine: the list's chunk and its first page (200 rows) take a while
    await expect(orders.heading).toBeVisible({ timeout: 30_000 });
    await expect(orders.table).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    return { orders };
  },

  actions: {
    SELECT: async ({ event, world }) => {
      await world.orders.select(numberOf(event.order.id));
    },
    DESELECT: async ({ event, world }) => {
      const box = world.orders.checkbox(numberOf(event.id));
      await box.focus();
      await box.page().keyboard.press('Space');
      await expect(box).not.toBeChecked();
    },
    CLEAR: async ({ world }) => {
      await world.orders.selectionBar.getByRole('button', { name: t('orders.selection.clear') }).click();
    },
    GENERATE: async ({ event, next, request, world }) => {
      await world.orders.targetButton(event.target).click();
      const dialog = world.orders.generateDialog(event.target);
      await expect(dialog).toBeVisible();
      const failing = next?.type === 'GENERATE_FAILED' ? { status: 500 } : {};
      await fault(request, {
        method: 'POST',
        path: URL_OF[event.target as DownstreamTarget],
        delay: { kind: 'fixed', ms: IN_FLIGHT_MS },
        first: 1,
        ...failing,
      });
      await dialog.getByRole('button', { name: t('orders.generate.confirm') }).click();
    },
    // the call answers 201: the dialog closes and the chosen orders now show the target type
    GENERATED: async ({ before, world }) => {
      const { target } = before.context.pending;
      await expect(world.orders.generateDialog(target)).toBeHidden();
      for (const order of before.context.orders)
        await expect(world.orders.row(numberOf(order.id))).toContainText(t(`orders.type.${target}`));
    },
    // the call fails: the dialog stays open with its confirm ready again; the user cancels it
    GENERATE_FAILED: async ({ before, world }) => {
      const dialog = world.orders.generateDialog(before.context.pending.target);
      await expect(dialog.getByRole('button', { name: t('orders.generate.confirm') })).toBeEnabled();
      await dialog.getByRole('button', { name: t('ui.confirm.cancel') }).click();
      await expect(dialog).toBeHidden();
    },
  },

  states: {
    // nothing chosen: no selection bar, no ticked row
    idle: async ({ world }) => {
      await expect(world.orders.selectionBar).toBeHidden();
      await expect(world.orders.table.getByRole('checkbox', { checked: true })).toHaveCount(0);
    },
    // the bar offers exactly the generations the machine allows for the chosen orders
    selecting: async ({ snapshot, world }) => {
      await expect(world.orders.selectionBar).toBeVisible();
      for (const order of snapshot.context.orders)
        await expect(world.orders.checkbox(numberOf(order.id))).toBeChecked();
      for (const target of DOWNSTREAM_TARGETS) {
        const button = world.orders.targetButton(target);
        if (snapshot.can({ type: 'GENERATE', target })) await expect(button).toBeEnabled();
        else await expect(button).toBeDisabled();
      }
    },
    // the call in flight (held IN_FLIGHT_MS): the dialog's confirm is busy, cancel disabled
    generating: async ({ snapshot, world }) => {
      const dialog = world.orders.generateDialog(snapshot.context.pending.target);
      await Promise.all([
        expect(dialog.getByRole('button', { name: t('orders.generate.confirm') })).toHaveAttribute(
          'aria-busy',
          'true',
        ),
        expect(dialog.getByRole('button', { name: t('ui.confirm.cancel') })).toBeDisabled(),
      ]);
    },
  },

  refusals: {
    // an order that may not be chosen has its checkbox disabled; a chosen one is ticked already
    SELECT: async ({ event, snapshot, world }) => {
      if (snapshot.value === 'generating') return false; // behind the modal dialog
      const box = world.orders.checkbox(numberOf(event.order.id));
      if (snapshot.context.orders.some((o: { id: string }) => o.id === event.order.id))
        await expect(box).toBeChecked();
      else await expect(box).toBeDisabled();
      return undefined;
    },
    // an order not chosen has nothing to untick
    DESELECT: async ({ event, snapshot, world }) => {
      if (snapshot.value === 'generating') return false;
      await expect(world.orders.checkbox(numberOf(event.id))).not.toBeChecked();
      return undefined;
    },
    CLEAR: async ({ snapshot, world }) => {
      if (snapshot.value === 'generating') return false;
      await expect(
        world.orders.selectionBar.getByRole('button', { name: t('orders.selection.clear') }),
      ).toHaveCount(0);
      return undefined;
    },
    // nothing chosen: no bar; chosen orders of the target type: its button is disabled. Into a DONE
    // record is refused inside the dialog (the option is disabled), not walked here.
    GENERATE: async ({ event, snapshot, world }) => {
      if (snapshot.value === 'generating' || event.into) return false;
      const button = world.orders.targetButton(event.target);
      if (snapshot.value === 'idle') await expect(button).toHaveCount(0);
      else await expect(button).toBeDisabled();
      return undefined;
    },
  },
};

modelTest(model, { timeout: 360_000 });
