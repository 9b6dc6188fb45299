// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../../src/ui/field';
import { FilterPanel } from '../../../src/ui/filter-panel';
import { messages, renderUi } from './render';

afterEach(cleanup);

describe('FilterPanel', () => {
  it('Search and Clear call back; Enter in a field searches', () => {
    const onSearch = vi.fn();
    const onClear = vi.fn();
    renderUi(
      <FilterPanel onSearch={onSearch} onClear={onClear}>
        <TextField label="Código" name="code" />
      </FilterPanel>,
    );
    fireEvent.click(screen.getByRole('button', { name: messages['ui.filter.search'] }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: messages['ui.filter.clear'] }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledTimes(1);
    // jsdom does not turn Enter into an implicit submit; submitting the field's form is what Enter does.
    const field = screen.getByLabelText('Código') as HTMLInputElement;
    fireEvent.submit(field.form!);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('collapses and expands from its title', async () => {
    renderUi(
      <FilterPanel onSearch={vi.fn()} onClear={vi.fn()} title="Filtros de pedidos">
        <TextField label="Código" />
      </FilterPanel>,
    );
    const trigger = screen.getByRole('button', { name: /Filtros de pedidos/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    await vi.waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
  });
});
