import { describe, expect, it } from 'vitest';
import { allPages } from '../../../../src/screens/orders/occurrence/occurrence-report';
import { orderAnswers } from '../../../../src/screens/orders/order-answers';

const occurrenceStatusesFor = (order: { status: string; type: 'NEW' | 'ROUTE' }) =>
  orderAnswers(order).occurrenceStatuses;

import { afterClose, withTab } from '../../../../src/ui/open-tabs';

describe('record-occurrence statuses (order machine)', () => {
  it('an order in occurrence may be rescheduled, resolved, not executed or get another occurrence', () => {
    expect(occurrenceStatusesFor({ status: 'OCCURRENCE', type: 'NEW' })).toEqual([
      'OCCURRENCE',
      'REAGENDED',
      'DONE',
      'NOTEXECUTED',
    ]);
  });

  it('a pending or running order may only get an occurrence; ended ones nothing', () => {
    expect(occurrenceStatusesFor({ status: 'PENDING', type: 'NEW' })).toEqual(['OCCURRENCE']);
    expect(occurrenceStatusesFor({ status: 'INPROGRESS', type: 'ROUTE' })).toEqual(['OCCURRENCE']);
    expect(occurrenceStatusesFor({ status: 'DONE', type: 'NEW' })).toEqual([]);
    expect(occurrenceStatusesFor({ status: 'CANCELLED', type: 'NEW' })).toEqual([]);
  });
});

describe('occurrence tabs', () => {
  it('adds, renames and closes tabs, moving to a neighbour', () => {
    let tabs = withTab([], { id: 'a', label: 'a' });
    tabs = withTab(tabs, { id: 'b', label: 'B-1' });
    tabs = withTab(tabs, { id: 'a', label: 'A-1' });
    expect(tabs).toEqual([
      { id: 'a', label: 'A-1' },
      { id: 'b', label: 'B-1' },
    ]);
    expect(afterClose(tabs, 'a')).toBe('b');
    expect(afterClose(tabs, 'b')).toBe('a');
    expect(afterClose([{ id: 'a', label: '' }], 'a')).toBeNull();
  });
});

describe('allPages', () => {
  it('reads every page of a list up to its total', async () => {
    const data = Array.from({ length: 450 }, (_, i) => i);
    const pages: number[] = [];
    const rows = await allPages(async (page, take) => {
      pages.push(page);
      return { rows: data.slice((page - 1) * take, page * take), total: data.length };
    });
    expect(rows).toHaveLength(450);
    expect(pages).toEqual([1, 2, 3]);
  });
});
