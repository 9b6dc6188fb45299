import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { PositionView } from '../../../src/domain/positions';
import type { InventoryPage } from '../pages/inventory.page';
import { apiGet } from '../pages/orders.page';
import { ShellPage } from '../pages/shell.page';
import { expect } from '../support/fixtures';
import { t } from '../support/messages';
import { signIn } from '../support/session';

/**
 * What the inventory models share (inventory.spec.ts, inventory-position.spec.ts; doc 3 §2
 * Inventory, issue 13): the tab signed in as the operator of a count, a position as the count panel
 * reads it, its row's status badge, a control enabled exactly where the machine allows it.
 */

/** who each tab is signed in as: the admin a model's set-up signs in, until a count by another user */
const signedAs = new WeakMap<Page, string>();

export const signedUser = (page: Page): string => signedAs.get(page) ?? 'usr-admin';

/** Signs the tab in as `user` (a demo user id, `usr-operator`) when it is someone else, then
 * `reopen`s the screen (the sign-in lands on the dashboard). */
export async function signedInAs(page: Page, user: string, reopen: () => Promise<void>): Promise<void> {
  if (signedUser(page) === user) return;
  await new ShellPage(page).signOut();
  await signIn(page, user.replace(/^usr-/, ''));
  signedAs.set(page, user);
  await reopen();
}

/** A position as its row and the count panel name it, and what it holds (the item read: its RFID
 * code on an RFID position, else its barcode or SKU). */
export interface CountedPosition {
  code: string;
  held: Array<{ code: string; quantity: number }>;
}

export async function countedPosition(
  request: APIRequestContext,
  token: string,
  positionId: string,
): Promise<CountedPosition> {
  const position = await apiGet<PositionView>(request, token, `/position/${positionId}`);
  const rfid = position.scanType === 'RFID';
  const held = position.storageItems
    .filter((i) => i.quantity > 0)
    .map((i) => ({ code: (rfid ? i.rfidcode : i.barcode) ?? i.product.sku, quantity: i.quantity }));
  expect(held.length, `${position.code} holds no stock`).toBeGreaterThan(0);
  return { code: position.code, held };
}

/** The count panel's count of `position` by the signed-in user: each item it holds read once and
 * its quantity typed — one unit over on the first for a diverging count (issue 13). */
export const countPosition = (inventory: InventoryPage, position: CountedPosition, diverges: boolean) =>
  inventory.count(
    position.code,
    position.held.map((h, i) => ({
      code: h.code,
      reads: 1,
      quantity: diverges && i === 0 ? h.quantity + 1 : h.quantity,
    })),
  );

/** The position row's status badge (the status column's comes first: a finished position's
 * "status in inventory" says it again). */
export const expectPositionStatus = (inventory: InventoryPage, code: string, status: string) =>
  expect(
    inventory
      .positionRow(code)
      .getByText(t(`inventory.pos.state.${status}`), { exact: true })
      .first(),
  ).toBeVisible();

export const enabledIf = (control: Locator, allowed: boolean) =>
  allowed ? expect(control).toBeEnabled() : expect(control).toBeDisabled();
