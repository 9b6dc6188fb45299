// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type LineColumn, LineTable } from '../../../../src/screens/operations/shared/line-table';
import { VIRTUAL_THRESHOLD } from '../../../../src/ui/virtual-rows';

// The shared line table of the operation screens (issue 20 "Handheld", issue 17 "Big tables").

if (typeof window.ResizeObserver === 'undefined')
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };

interface Line {
  id: string;
  sku: string;
}
const lines = (n: number): Line[] => Array.from({ length: n }, (_, i) => ({ id: `l${i}`, sku: `SKU-${i}` }));

afterEach(cleanup);

describe('LineTable', () => {
  it('labels each cell for the stacked card and keeps the header for screen readers', () => {
    const columns: LineColumn<Line, undefined>[] = [
      { key: 'sku', header: 'SKU', slot: 'title' },
      { key: 'qty', header: 'Esperado', slot: 'quantity', render: () => '3' },
    ];
    render(<LineTable caption="Linhas" columns={columns} lines={lines(2)} lineKey={(l) => l.id} />);
    const table = screen.getByRole('table', { name: 'Linhas' });
    expect(within(table).getByRole('columnheader', { name: 'Esperado' })).toBeTruthy();
    const cell = within(table).getAllByRole('cell')[1];
    expect(cell.getAttribute('data-slot')).toBe('quantity');
    expect(cell.getAttribute('data-label')).toBe('Esperado');
    expect(cell.hasAttribute('data-labelled')).toBe(true);
    // the title (SKU, description) carries no label: it heads the card
    expect(within(table).getAllByRole('cell')[0].hasAttribute('data-labelled')).toBe(false);
  });

  it('renders every line of a short list, only those near the viewport of a long one', () => {
    const columns: LineColumn<Line, undefined>[] = [{ key: 'sku', header: 'SKU', slot: 'title' }];
    render(
      <LineTable caption="Curta" columns={columns} lines={lines(VIRTUAL_THRESHOLD)} lineKey={(l) => l.id} />,
    );
    expect(screen.getAllByText(/^SKU-/)).toHaveLength(VIRTUAL_THRESHOLD);
    cleanup();
    render(<LineTable caption="Longa" columns={columns} lines={lines(500)} lineKey={(l) => l.id} />);
    const shown = screen.getAllByText(/^SKU-/).length;
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(60);
    expect(screen.getByText('SKU-0')).toBeTruthy();
  });

  it('re-renders only the row whose view changed', () => {
    const renders = new Map<string, number>();
    const columns: LineColumn<Line, { text: string }>[] = [
      {
        key: 'sku',
        header: 'SKU',
        slot: 'title',
        render: (l, v) => {
          renders.set(l.id, (renders.get(l.id) ?? 0) + 1);
          return `${l.sku} ${v.text}`;
        },
      },
    ];
    const all = lines(5);
    const table = (typed: Record<string, string>) => (
      <LineTable
        caption="Linhas"
        columns={columns}
        lines={all}
        lineKey={(l) => l.id}
        viewOf={(l) => ({ text: typed[l.id] ?? '' })}
      />
    );
    const view = render(table({}));
    renders.clear();
    view.rerender(table({ l2: '7' }));
    expect([...renders]).toEqual([['l2', 1]]);
    expect(screen.getByText('SKU-2 7')).toBeTruthy();
  });
});
