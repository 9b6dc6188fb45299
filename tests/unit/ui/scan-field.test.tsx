// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScanField } from '../../../src/ui/scan-field';
import { renderUi } from './render';

afterEach(cleanup);

/** Types `text` into the focused element as keydown events `gap` ms apart, then Enter. */
function burst(target: Element, text: string, gap = 5, start = 10_000) {
  let t = start;
  for (const key of text) {
    t += gap;
    fireEvent.keyDown(target, { key, timeStamp: t });
    if (target instanceof HTMLInputElement)
      fireEvent.change(target, { target: { value: target.value + key } });
  }
  fireEvent.keyDown(target, { key: 'Enter', timeStamp: t + gap });
}

describe('ScanField', () => {
  it('passes a typed code on Enter and clears itself when accepted', () => {
    const onScan = vi.fn(() => null);
    renderUi(<ScanField label="Produto" onScan={onScan} />);
    const input = screen.getByLabelText('Produto') as HTMLInputElement;
    fireEvent.change(input, { target: { value: ' 789 ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onScan).toHaveBeenCalledWith('789', 'keyboard');
    expect(input.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a refused code with the message as an alert', () => {
    renderUi(<ScanField label="Produto" onScan={() => 'Código não encontrado'} />);
    const input = screen.getByLabelText('Produto') as HTMLInputElement;
    burst(input, 'XYZ123');
    expect(screen.getByRole('alert').textContent).toBe('Código não encontrado');
    expect(input.value).toBe('XYZ123');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'X' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('drops a refused code left in front of the next read', () => {
    const onScan = vi.fn((code: string) => (code === 'OLD' ? 'não' : null));
    renderUi(<ScanField label="Produto" onScan={onScan} />);
    const input = screen.getByLabelText('Produto') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'OLD' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('OLD');
    // the selection was lost (a click): the new read is appended, even slowly
    burst(input, 'NEW1', 300);
    expect(onScan).toHaveBeenLastCalledWith('NEW1', expect.anything());
    // an edited field is read as it is
    fireEvent.change(input, { target: { value: 'XYZ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onScan).toHaveBeenLastCalledWith('XYZ', 'keyboard');
  });

  it('takes a burst typed while a button has focus, without pressing the button', () => {
    const onScan = vi.fn(() => null);
    const onClick = vi.fn();
    renderUi(
      <>
        <ScanField label="Produto" onScan={onScan} captureGlobal />
        <button type="button" onClick={onClick}>
          Finalizar
        </button>
        <input aria-label="Quantidade" />
      </>,
    );
    const button = screen.getByRole('button', { name: 'Finalizar' });
    button.focus();
    burst(button, 'ABC999');
    expect(onScan).toHaveBeenCalledWith('ABC999', 'scanner');
    expect(document.activeElement).toBe(screen.getByLabelText('Produto'));
    // Keys typed into another text field stay there.
    burst(screen.getByLabelText('Quantidade'), '12345');
    expect(onScan).toHaveBeenCalledTimes(1);
  });
});
