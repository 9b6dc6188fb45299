// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from '../../../src/ui/field';
import { FilterPanel } from '../../../src/ui/filter-panel';
import { FILTER_PANELS_KEY, initialOpen, listKeyOf, rememberOpen } from '../../../src/ui/filter-panel-memory';
import { messages, renderUi } from './render';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

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

// Issue 31: collapsed on a handheld at first, then as the user last left it, per list.
describe('the filter panel remembers its state per list', () => {
  it('opens as the list default on a desktop and collapsed on a handheld until the user chooses', () => {
    expect(initialOpen('/orders', true, false, localStorage)).toBe(true);
    expect(initialOpen('/orders', false, false, localStorage)).toBe(false);
    expect(initialOpen('/orders', true, true, localStorage)).toBe(false);
    rememberOpen('/orders', true, localStorage);
    expect(initialOpen('/orders', true, true, localStorage)).toBe(true);
    rememberOpen('/stock', false, localStorage);
    expect(initialOpen('/stock', true, false, localStorage)).toBe(false);
    // one list's choice leaves the others alone
    expect(initialOpen('/picking', true, true, localStorage)).toBe(false);
    expect(JSON.parse(localStorage.getItem(FILTER_PANELS_KEY) ?? '')).toEqual({
      '/orders': true,
      '/stock': false,
    });
  });

  it('a list and its record tabs are one list', () => {
    expect(listKeyOf('/outbound')).toBe('/outbound');
    expect(listKeyOf('/outbound/out-1')).toBe('/outbound');
    expect(listKeyOf('/')).toBe('/');
  });

  it('ignores an unreadable entry and values that are not booleans', () => {
    localStorage.setItem(FILTER_PANELS_KEY, '{not json');
    expect(initialOpen('/orders', true, false, localStorage)).toBe(true);
    localStorage.setItem(FILTER_PANELS_KEY, JSON.stringify({ '/orders': 'no', '/stock': false }));
    expect(initialOpen('/orders', true, true, localStorage)).toBe(false);
    expect(initialOpen('/stock', true, false, localStorage)).toBe(false);
    rememberOpen('/orders', true, localStorage);
    expect(JSON.parse(localStorage.getItem(FILTER_PANELS_KEY) ?? '')).toEqual({
      '/orders': true,
      '/stock': false,
    });
  });

  it('a toggle is remembered for its list and the next mount opens that way', async () => {
    const panel = () => (
      <FilterPanel onSearch={vi.fn()} onClear={vi.fn()} listKey="/vehicles" title="Filtros">
        <TextField label="Placa" />
      </FilterPanel>
    );
    renderUi(panel());
    const trigger = screen.getByRole('button', { name: /Filtros/ });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    await vi.waitFor(() => expect(trigger.getAttribute('aria-expanded')).toBe('false'));
    cleanup();
    renderUi(panel());
    expect(screen.getByRole('button', { name: /Filtros/ }).getAttribute('aria-expanded')).toBe('false');
  });
});
