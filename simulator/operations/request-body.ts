import type { Type } from 'arktype';
import { validate } from '../../src/domain/validation';
import { badRequest } from '../http/http-error';
import { MESSAGES } from '../i18n/messages/platform';
import type { OperationItemRow } from '../store/operations.repo';
import type { OperationWork } from './operation-work';

/** A body against the schema of the action it asks for; 400 with problems otherwise. */
export function parse<S extends Type>(schema: S, body: unknown): S['infer'] {
  const result = validate(schema as unknown as (data: unknown) => S['infer'], body);
  if (!result.ok) throw badRequest(MESSAGES.invalidInput('body', result.problems), result.problems);
  return result.value;
}

/**
 * The orders a confirm body names (`{ orders: [{ order, items }] }`), grouped by their item in
 * the body's order: `linesOf` turns one order's entry into the lines it confirms (400 when the
 * order is not in the record).
 */
export function byItem<O extends { order: string }, L>(
  work: OperationWork,
  orders: readonly O[],
  linesOf: (item: OperationItemRow, order: O) => L[],
): Map<OperationItemRow, L[]> {
  const grouped = new Map<OperationItemRow, L[]>();
  for (const order of orders) {
    const item = work.itemOfOrder(order.order);
    const list = grouped.get(item) ?? [];
    for (const line of linesOf(item, order)) list.push(line);
    grouped.set(item, list);
  }
  return grouped;
}
