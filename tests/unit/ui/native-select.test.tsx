// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NativeSelect, type NativeSelectItem } from '../../../src/ui/native-select';
import { renderUi } from './render';

afterEach(cleanup);

const items: NativeSelectItem[] = [
  { value: 'p1', label: 'A-01' },
  { value: 'p2', label: 'A-02 *', disabled: true },
  { value: 'p3', label: 'A-03' },
];

function Harness({
  onValue,
  defer,
  error,
}: {
  onValue: (v: string | null) => void;
  defer?: boolean;
  error?: string;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <NativeSelect
      label="Posição"
      placeholder="Escolha"
      items={items}
      value={value}
      deferOptions={defer}
      error={error}
      onValueChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('NativeSelect', () => {
  it('is labelled, lists disabled options and reports the chosen value (null for the placeholder)', () => {
    const onValue = vi.fn();
    renderUi(<Harness onValue={onValue} />);
    const select = screen.getByRole('combobox', { name: 'Posição' }) as HTMLSelectElement;
    expect([...select.options].map((o) => [o.text, o.disabled])).toEqual([
      ['Escolha', false],
      ['A-01', false],
      ['A-02 *', true],
      ['A-03', false],
    ]);
    fireEvent.change(select, { target: { value: 'p3' } });
    expect(onValue).toHaveBeenLastCalledWith('p3');
    expect(select.value).toBe('p3');
    fireEvent.change(select, { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('announces its error and names itself by aria-label when the label is hidden', () => {
    renderUi(
      <NativeSelect
        label="Posição de X"
        hideLabel
        items={items}
        value="p1"
        onValueChange={() => {}}
        error="Obrigatório"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Posição de X' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const describedBy = select.getAttribute('aria-describedby') as string;
    expect(document.getElementById(describedBy)?.textContent).toBe('Obrigatório');
    expect(document.querySelector('label')).toBeNull();
  });

  it('with deferOptions, holds only the chosen option until focused', () => {
    renderUi(<Harness onValue={() => {}} defer />);
    const select = screen.getByRole('combobox', { name: 'Posição' }) as HTMLSelectElement;
    expect(select.options).toHaveLength(1);
    fireEvent.focus(select);
    expect(select.options).toHaveLength(4);
  });
});
