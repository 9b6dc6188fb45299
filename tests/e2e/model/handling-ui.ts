import type { HandlingWorld } from '../../../simulator/scenarios/machines/handling-support';
import type { AnyScenarioMachine } from '../../../simulator/scenarios/types';
import type { Handling } from '../../../src/domain/handling';
import { HandlingPage } from '../pages/handling.page';
import { apiGet, apiToken } from '../pages/orders.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signInOnce } from '../support/session';
import { confirmCommand, loadingSpinner } from './operation-ui';
import { loadedByScenario } from './scenario-steps';
import { holdFirstLoad, type SetupContext } from './ui-model';

/**
 * What the handling and handling-item UI models share (doc 3 §2 Handling detail, §4). Not the
 * operation kit (operation-ui.ts): a handling lives at /position-handling, its summary, item table
 * and scanner are its own. LOADED is no user action — the record's read answering: the path's
 * handling is the seeded one in the sampled status, taken by the API scenario's own LOADED step
 * (handling-support.ts openHandling, shared by both scenarios), and its tab opened with that read
 * held IN_FLIGHT_MS (the `loading` state).
 */
export interface HandlingUi {
  screen: HandlingPage;
  /** the handling's code (the summary's buttons are named after it) */
  code: string;
  /** the SKU of the handling's first item — the path's item (its row's buttons are named after it) */
  sku: string;
  /** the first item's origin and stored destination codes, as the scanner reads them */
  origin: string;
  destination: string;
  /** the handling as the API answered it before the tab opened */
  detail: Handling;
  /** the API scenario's world: the handling's and its first item's ids */
  world: HandlingWorld;
}

/** A handling model's `setup`: the path's LOADED made by `entry`'s LOADED step, the tab opened
 * with the handling's read held. */
export async function openHandlingTab(entry: AnyScenarioMachine, ctx: SetupContext): Promise<HandlingUi> {
  const { page, request, first } = ctx;
  await signInOnce(page, 'admin');
  const token = await apiToken(request);
  const world = await loadedByScenario<HandlingWorld>(entry, first, request, {
    token,
    id: null,
    item: null,
    origin: null,
    destination: null,
  });
  const detail = await apiGet<Handling>(request, token, `/position-handling/${world.id}`);
  await holdFirstLoad(ctx, `/api/position-handling/${world.id}`);
  await page.goto(`/handling/${world.id}`);
  const [item] = detail.items;
  return {
    screen: new HandlingPage(page),
    code: detail.code,
    sku: item.product.sku,
    origin: item.positionCodeOrigin,
    destination: item.positionCodeDestiny ?? '',
    detail,
    world,
  };
}

/** LOADED: the summary (which shows no code: the tab's label does) appears once the held read answers. */
export const expectHandlingLoaded = ({ world }: { world: HandlingUi }) =>
  expect(world.screen.summary()).toBeVisible({ timeout: 20_000 });

/** The held read: a spinner (the lazy detail's, then the handling's own) and no summary yet. */
export async function expectHandlingLoading({ world }: { world: HandlingUi }): Promise<void> {
  const { page } = world.screen;
  const spinner = page.getByRole('status', { name: t('handling.detail.loading') }).or(loadingSpinner(page));
  await Promise.all([expect(spinner.first()).toBeVisible(), expect(world.screen.summary()).toHaveCount(0)]);
}

/** The path's item row: the first of its SKU (a seeded handling may move one product twice). */
export const pathItemRow = (world: HandlingUi) => world.screen.itemRow(world.sku).first();

/** The path's item's Finalize or Cancel, in its row (named after its SKU). */
export const pathItemAction = (world: HandlingUi, action: 'finalize' | 'cancel') =>
  pathItemRow(world).getByRole('button', { name: t(`handling.actions.${action}Item`, { sku: world.sku }) });

/** The path's item's own Finalize (to its stored destination) or Cancel, confirmed. */
export const itemCommand = (world: HandlingUi, action: 'finalize' | 'cancel') =>
  confirmCommand(
    world.screen.page,
    pathItemAction(world, action),
    action === 'finalize'
      ? t('handling.actions.finalizeItem', { sku: world.sku })
      : t('handling.confirm.itemTitle'),
    t(`handling.actions.${action}`),
  );
