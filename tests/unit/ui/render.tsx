import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import ptBR from '../../../locales/pt-BR.json';

// The locale files nest keys; react-intl wants flat ids (dotted paths).
export function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object')
      Object.assign(out, flatten(value as Record<string, unknown>, `${prefix}${key}.`));
    else out[`${prefix}${key}`] = String(value);
  }
  return out;
}

export const messages = flatten(ptBR);

// jsdom has no ResizeObserver; Ark's positioned parts (menus, selects, pickers) observe sizes.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

export function renderUi(ui: ReactElement) {
  return render(
    <IntlProvider
      locale="pt-BR"
      defaultLocale="pt-BR"
      messages={messages}
      onError={(e) => {
        throw e;
      }}
    >
      {ui}
    </IntlProvider>,
  );
}

/** Unmounts what the test rendered, then lets the timers the unmount set run while jsdom is still
 * there: zag's focus trap gives focus back in a `setTimeout(0)` after a dialog or drawer closes, and
 * one firing after the file's environment was torn down failed a CI run ("document is not
 * defined", tests/unit/ui/drawer-progress.test.tsx). Use as `afterEach(cleanupUi)`. */
export async function cleanupUi(): Promise<void> {
  cleanup();
  for (let i = 0; i < 2; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}
