import { render } from '@testing-library/react';
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
