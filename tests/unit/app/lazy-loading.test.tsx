// @vitest-environment jsdom
import { act, cleanup, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyToastRegion } from '../../../src/app/lazy-toast-region';
import { useShownMessages } from '../../../src/app/use-shown-messages';
import type { Language } from '../../../src/domain/user';
import { loadedMessages } from '../../../src/services/i18n';
import { createAppToaster } from '../../../src/services/toasts';
import { renderUi } from '../ui/render';

// issue 17: what the console loads on demand still shows on time and in the right language.

afterEach(cleanup);

describe('toast region loaded with the first toast', () => {
  it('is absent until a toast comes, then shows that toast', async () => {
    const toaster = createAppToaster();
    const { container } = renderUi(<LazyToastRegion toaster={toaster} />);
    expect(container.querySelector('[data-scope=toast]')).toBeNull();
    act(() => {
      toaster.create({ title: 'Salvo', type: 'success' });
    });
    const saved = await screen.findByText('Salvo');
    expect(saved.closest('[data-part=root]')?.getAttribute('data-type')).toBe('success');
  });
});

describe('shown messages', () => {
  it('keeps the shown language until the chosen one is loaded, then shows it', async () => {
    const { result, rerender } = renderHook(({ chosen }: { chosen: Language }) => useShownMessages(chosen), {
      initialProps: { chosen: 'pt-BR' },
    });
    expect(result.current.language).toBe('pt-BR');
    expect(result.current.messages).toBe(loadedMessages('pt-BR'));
    rerender({ chosen: 'es' });
    expect(result.current.language).toBe('pt-BR');
    await vi.waitFor(() => expect(result.current.language).toBe('es'));
    expect(result.current.messages).toBe(loadedMessages('es'));
  });
});
