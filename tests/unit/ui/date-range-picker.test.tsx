// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetRange, toDisplayDate } from '../../../src/domain/dates';
import { type DateRange, DateRangePicker } from '../../../src/ui/date-range-picker';
import { renderUi } from './render';

function Harness({ onChange }: { onChange: (range: DateRange) => void }) {
  const [range, setRange] = useState<DateRange>(presetRange(30));
  return (
    <DateRangePicker
      value={range}
      onChange={(next) => {
        onChange(next);
        setRange(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('DateRangePicker', () => {
  it('a preset sets a range of that many days ending today, shown as dd/MM/yyyy', async () => {
    const changes: DateRange[] = [];
    renderUi(<Harness onChange={(next) => changes.push(next)} />);
    const seven = screen.getByRole('button', { name: '7 dias' });
    expect(seven.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: '30 dias' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(seven);
    const expected = presetRange(7);
    expect(changes).toHaveLength(1);
    expect(toDisplayDate(changes[0].start)).toBe(toDisplayDate(expected.start));
    expect(toDisplayDate(changes[0].end)).toBe(toDisplayDate(new Date()));
    expect(Math.round((changes[0].end.getTime() - changes[0].start.getTime()) / 86_400_000)).toBe(6);
    expect(seven.getAttribute('aria-pressed')).toBe('true');
    const start = screen.getByLabelText('Período: data inicial') as HTMLInputElement;
    const end = screen.getByLabelText('Período: data final') as HTMLInputElement;
    await vi.waitFor(() => expect(start.value).toBe(toDisplayDate(expected.start)));
    expect(end.value).toBe(toDisplayDate(expected.end));
  });

  it('offers the presets 7, 14, 30 and 90 days', () => {
    renderUi(<DateRangePicker value={presetRange(7)} onChange={vi.fn()} label="Datas" />);
    const group = screen.getByRole('group', { name: 'Períodos rápidos' });
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
      '7 dias',
      '14 dias',
      '30 dias',
      '90 dias',
    ]);
    expect(screen.getByLabelText('Datas: data inicial')).toBeTruthy();
  });

  it('a typed dd/MM/yyyy range is reported on Enter', async () => {
    const onChange = vi.fn();
    renderUi(<DateRangePicker value={presetRange(7, new Date(2024, 0, 10))} onChange={onChange} />);
    const start = screen.getByLabelText('Período: data inicial') as HTMLInputElement;
    fireEvent.change(start, { target: { value: '01/01/2024' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    await vi.waitFor(() => expect(onChange).toHaveBeenCalled());
    const range = onChange.mock.calls.at(-1)![0] as DateRange;
    expect(toDisplayDate(range.start)).toBe('01/01/2024');
    expect(toDisplayDate(range.end)).toBe('10/01/2024');
  });
});
