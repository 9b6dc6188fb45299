// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppToaster } from '../../../src/services/toasts';
import { Button } from '../../../src/ui/button';
import { ConfirmDialog } from '../../../src/ui/confirm-dialog';
import { TextField } from '../../../src/ui/field';
import { Menu } from '../../../src/ui/menu';
import { ToastRegion } from '../../../src/ui/toast';
import { cleanupUi, messages, renderUi } from './render';

function CepHarness({ onValue }: { onValue: (value: string) => void }) {
  const [cep, setCep] = useState('');
  return (
    <TextField
      label="CEP"
      mask="00000-000"
      value={cep}
      error={cep.length === 8 ? undefined : messages['validation.length']}
      onValueChange={(v) => {
        onValue(v);
        setCep(v);
      }}
    />
  );
}

afterEach(cleanupUi);

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    renderUi(<Button loading>Entrar</Button>);
    const button = screen.getByRole('button', { name: 'Entrar' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});

describe('TextField', () => {
  it('wires label, error and the unmasked value of a masked input', async () => {
    const values: string[] = [];
    renderUi(<CepHarness onValue={(v) => values.push(v)} />);
    // imask loads lazily: a disabled plain input stands in until it has.
    await vi.waitFor(() => expect((screen.getByLabelText('CEP') as HTMLInputElement).disabled).toBe(false));
    const input = screen.getByLabelText('CEP') as HTMLInputElement;
    expect(input.getAttribute('aria-describedby')).toBe(
      document.querySelector('[data-part="error-text"]')?.getAttribute('id'),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // imask attaches in an effect after the lazy chunk mounts: type until it formats.
    await vi.waitFor(() => {
      const current = screen.getByLabelText('CEP') as HTMLInputElement;
      current.value = '01310100';
      fireEvent.input(current);
      expect(current.value).toBe('01310-100');
    });
    expect(values.at(-1)).toBe('01310100');
    await vi.waitFor(() => expect(input.hasAttribute('aria-invalid')).toBe(false));
  });

  it('shows a controlled unmasked value through the mask', async () => {
    renderUi(<TextField label="CNPJ" mask="00.000.000/0000-00" value="11222333000181" onChange={() => {}} />);
    const input = screen.getByLabelText('CNPJ') as HTMLInputElement;
    await vi.waitFor(() => expect(input.value).toBe('11.222.333/0001-81'));
  });
});

describe('ConfirmDialog', () => {
  it('confirms and cancels', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    renderUi(
      <ConfirmDialog
        open
        onOpenChange={onOpenChange}
        title="Cancelar picking?"
        message="A operação será cancelada."
        tone="danger"
        onConfirm={onConfirm}
      />,
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('A operação será cancelada.');
    fireEvent.click(screen.getByRole('button', { name: messages['ui.confirm.confirm'] }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: messages['ui.confirm.cancel'] }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('Menu', () => {
  it('opens, shows groups and runs the chosen item from the keyboard', async () => {
    const onSelect = vi.fn();
    renderUi(
      <Menu
        trigger="Cadastros"
        label="Cadastros"
        items={[
          { value: 'users', label: 'Usuários', onSelect },
          { separator: true, value: 'sep' },
          {
            group: 'Estoque',
            value: 'stock',
            items: [{ value: 'products', label: 'Produtos', onSelect: vi.fn() }],
          },
          {
            value: 'reports',
            label: 'Relatórios',
            submenu: [{ value: 'r1', label: 'Rotas', onSelect: vi.fn() }],
          },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cadastros' }));
    const item = await screen.findByRole('menuitem', { name: 'Usuários' });
    expect(screen.getByText('Estoque')).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: /Relatórios/ }).getAttribute('aria-haspopup')).toBe('menu');
    const menu = screen.getAllByRole('menu')[0];
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
    fireEvent.keyDown(menu, { key: 'Enter' });
    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1));
  });
});

describe('ToastRegion', () => {
  it('renders toasts of the app toaster with their type', async () => {
    const toaster = createAppToaster();
    renderUi(<ToastRegion toaster={toaster} />);
    act(() => {
      toaster.create({ title: 'Salvo', type: 'success' });
      toaster.create({ title: 'Falhou', type: 'error' });
    });
    const saved = await screen.findByText('Salvo');
    expect(saved.closest('[data-part=root]')?.getAttribute('data-type')).toBe('success');
    expect(screen.getByText('Falhou').closest('[data-part=root]')?.getAttribute('data-type')).toBe('error');
    expect(screen.getAllByRole('button', { name: messages['ui.toast.close'] })).toHaveLength(2);
  });
});
