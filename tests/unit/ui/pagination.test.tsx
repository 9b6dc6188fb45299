// @vitest-environment jsdom
import { act, cleanup, fireEvent, renderHook, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE } from '../../../src/domain/list-query';
import { Pagination, pageSizeStorageKey, usePageSize } from '../../../src/ui/pagination';
import { messages, renderUi } from './render';

// Each "visit" gets a fresh jotai store, as a reload would; only sessionStorage carries over.
const freshStore = () => {
  const store = createStore();
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
};

function List() {
  const [size, setSize] = usePageSize();
  return (
    <Pagination page={1} pageSize={size} total={500} onPageChange={() => {}} onPageSizeChange={setSize} />
  );
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe('usePageSize', () => {
  it('defaults to 25 and remembers the choice in sessionStorage', () => {
    const first = renderHook(() => usePageSize(), { wrapper: freshStore() });
    expect(first.result.current[0]).toBe(DEFAULT_PAGE_SIZE);
    act(() => first.result.current[1](100));
    expect(first.result.current[0]).toBe(100);
    expect(JSON.parse(sessionStorage.getItem(pageSizeStorageKey())!)).toBe(100);
    first.unmount();

    const second = renderHook(() => usePageSize(), { wrapper: freshStore() });
    expect(second.result.current[0]).toBe(100);
  });

  it('keeps separate choices per key and ignores sizes outside 25/50/100/150/200', () => {
    sessionStorage.setItem(pageSizeStorageKey('orders'), '37');
    const { result } = renderHook(() => usePageSize('orders'), { wrapper: freshStore() });
    expect(result.current[0]).toBe(DEFAULT_PAGE_SIZE);
    act(() => result.current[1](150));
    expect(sessionStorage.getItem(pageSizeStorageKey('orders'))).toBe('150');
    expect(sessionStorage.getItem(pageSizeStorageKey())).toBeNull();
  });
});

describe('Pagination', () => {
  it('shows the range and the page sizes, and reports changes', async () => {
    const onPage = vi.fn();
    const onSize = vi.fn();
    renderUi(
      <Pagination page={2} pageSize={25} total={312} onPageChange={onPage} onPageSizeChange={onSize} />,
    );
    expect(screen.getByText('26–50 de 312')).toBeTruthy();
    const select = screen.getByLabelText(messages['ui.pagination.pageSize']) as HTMLSelectElement;
    expect([...select.options].map((o) => o.value)).toEqual(['25', '50', '100', '150', '200']);
    fireEvent.change(select, { target: { value: '50' } });
    expect(onSize).toHaveBeenCalledWith(50);
    fireEvent.click(screen.getByRole('button', { name: messages['ui.pagination.next'] }));
    await vi.waitFor(() => expect(onPage).toHaveBeenCalledWith(3));
  });

  it('wired to usePageSize, a page size chosen survives a remount', () => {
    const Wrapper = freshStore();
    const view = renderUi(
      <Wrapper>
        <List />
      </Wrapper>,
    );
    fireEvent.change(screen.getByLabelText(messages['ui.pagination.pageSize']), { target: { value: '200' } });
    expect(screen.getByText('1–200 de 500')).toBeTruthy();
    view.unmount();
    const Again = freshStore();
    renderUi(
      <Again>
        <List />
      </Again>,
    );
    expect((screen.getByLabelText(messages['ui.pagination.pageSize']) as HTMLSelectElement).value).toBe(
      '200',
    );
  });
});
