// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Sort } from '../../../src/domain/list-query';
import { DataTable, type DataTableColumn, nextSort } from '../../../src/ui/data-table';
import { messages, renderUi } from './render';

interface Row {
  id: number;
  code: string;
  status: string;
}
const columns: DataTableColumn<Row>[] = [
  { key: 'code', header: 'Código', sortable: true },
  { key: 'status', header: 'Status', render: (row) => <b>{row.status}</b> },
];
const rows: Row[] = [
  { id: 1, code: 'A-1', status: 'PENDING' },
  { id: 2, code: 'A-2', status: 'DONE' },
];

function SortHarness({ onChange }: { onChange: (sort: Sort | null) => void }) {
  const [sort, setSort] = useState<Sort | null>(null);
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      loading={false}
      sort={sort}
      onSortChange={(next) => {
        onChange(next);
        setSort(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('DataTable', () => {
  it('shows skeleton rows while loading and marks the table busy', () => {
    const { container } = renderUi(
      <DataTable columns={columns} rows={undefined} rowKey={(r) => r.id} loading skeletonRows={4} />,
    );
    expect(container.querySelectorAll('tr[data-skeleton]')).toHaveLength(4);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByText(messages['ui.table.noData'])).toBeNull();
  });

  it('shows "no data" for an empty list', () => {
    renderUi(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} loading={false} />);
    expect(screen.getByText(messages['ui.table.noData'])).toBeTruthy();
  });

  it('shows "unable to load" when the load failed', () => {
    renderUi(<DataTable columns={columns} rows={undefined} rowKey={(r) => r.id} loading={false} error />);
    expect(screen.getByRole('alert').textContent).toContain(messages['ui.table.failed']);
  });

  it('renders rows and opens a row on click and on Enter', () => {
    const open = vi.fn();
    renderUi(
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        loading={false}
        onRowClick={open}
        caption="Pedidos"
      />,
    );
    const row = screen.getByText('A-2').closest('tr')!;
    fireEvent.click(row);
    fireEvent.keyDown(screen.getByText('A-1').closest('tr')!, { key: 'Enter' });
    expect(open.mock.calls.map(([r]) => r.id)).toEqual([2, 1]);
    expect(within(row).getByText('DONE').tagName).toBe('B');
  });

  it('toggles sorting ASC → DESC → none through the header button, with aria-sort', () => {
    const changes: (Sort | null)[] = [];
    renderUi(<SortHarness onChange={(next) => changes.push(next)} />);
    const header = screen.getByRole('columnheader', { name: /Código/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: 'Status' }).hasAttribute('aria-sort')).toBe(false);
    const button = within(header).getByRole('button');
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(changes).toEqual([
      { field: 'code', direction: 'ASC' },
      { field: 'code', direction: 'DESC' },
      null,
    ]);
  });

  it('starts ascending when another column was sorted', () => {
    expect(nextSort({ field: 'status', direction: 'DESC' }, 'code')).toEqual({
      field: 'code',
      direction: 'ASC',
    });
  });

  it('a table wider than its place scrolls in a wrapper that takes focus, named after the table', () => {
    // jsdom lays nothing out: the wrapper reads 900 px of content in 400 px, and the observer
    // answers at once
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const client = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly callback: () => void) {}
        observe() {
          this.callback();
        }
        disconnect() {}
      },
    );
    try {
      renderUi(
        <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={false} caption="Pedidos" />,
      );
      const region = screen.getByRole('region', {
        name: messages['ui.table.scrollable'].replace('{caption}', 'Pedidos'),
      });
      expect(region.getAttribute('tabindex')).toBe('0');
      expect(within(region).getByRole('table', { name: 'Pedidos' })).toBeTruthy();
    } finally {
      widths.mockRestore();
      client.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('a table that fits is no tab stop and no region', () => {
    renderUi(
      <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={false} caption="Pedidos" />,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });
});
