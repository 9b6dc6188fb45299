// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecordTabs } from '../../../src/ui/record-tabs';
import { messages, renderUi } from './render';

afterEach(cleanup);

describe('RecordTabs', () => {
  const tabs = [
    { id: '17', label: 'Picking 17' },
    { id: '42', label: 'Picking 42' },
  ];

  it('has a first non-closable "All" tab then a tab per record', () => {
    renderUi(
      <RecordTabs tabs={tabs} active="42" onSelect={vi.fn()} onClose={vi.fn()}>
        <p>detail 42</p>
      </RecordTabs>,
    );
    const all = screen.getAllByRole('tab');
    expect(all.map((t) => t.textContent)).toEqual([messages['ui.tabs.all'], 'Picking 17', 'Picking 42']);
    expect(all[2].getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('detail 42');
    expect(screen.queryByTestId('close-tab-all')).toBeNull();
  });

  it('closes a tab with its close mark or Delete, without selecting it', () => {
    const onSelect = vi.fn();
    const onClose = vi.fn();
    renderUi(
      <RecordTabs tabs={tabs} active="all" onSelect={onSelect} onClose={onClose}>
        <p>list</p>
      </RecordTabs>,
    );
    fireEvent.click(screen.getByTestId('close-tab-17'));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Picking 42' }), { key: 'Delete' });
    expect(onClose.mock.calls).toEqual([['17'], ['42']]);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('selects a tab on click', async () => {
    const onSelect = vi.fn();
    renderUi(
      <RecordTabs tabs={tabs} active="all" onSelect={onSelect} onClose={vi.fn()}>
        <p>list</p>
      </RecordTabs>,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Picking 17' }));
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith('17'));
  });
});
