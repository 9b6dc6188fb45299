// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Drawer } from '../../../src/ui/drawer';
import { Progress } from '../../../src/ui/progress';
import { cleanupUi, renderUi } from './render';

afterEach(cleanupUi);

describe('Drawer', () => {
  it('is a named dialog while open; its close button asks to close', async () => {
    const onOpenChange = vi.fn();
    renderUi(
      <Drawer open onOpenChange={onOpenChange} title="Menu" closeLabel="Fechar menu">
        <a href="/orders">Pedidos</a>
      </Drawer>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(dialog.textContent).toContain('Pedidos');
    fireEvent.click(screen.getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('renders nothing while closed', () => {
    renderUi(
      <Drawer open={false} onOpenChange={() => {}} title="Menu" closeLabel="Fechar menu">
        <a href="/orders">Pedidos</a>
      </Drawer>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('Progress', () => {
  it('is a named progressbar with its value and the percentage in words', () => {
    renderUi(<Progress value={40} label="Envio" />);
    const bar = screen.getByRole('progressbar', { name: 'Envio' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(screen.getByText('40%')).toBeTruthy();
  });
});
