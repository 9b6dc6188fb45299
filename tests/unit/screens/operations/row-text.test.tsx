import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { rowText } from '../../../../src/screens/operations/shared/row-text';

describe('rowText', () => {
  const messages = {
    plain: 'Finalizar',
    named: 'Posição de {product}',
    quoted: "Use '{'chaves'}' para {x}",
  };
  const intl = createIntl({ locale: 'pt-BR', messages, onError: () => {} });

  it('formats like formatMessage, compiled once', () => {
    for (const [id, values] of [
      ['plain', undefined],
      ['named', { product: 'Caneta' }],
      ['quoted', { x: 'y' }],
    ] as const)
      expect(rowText(intl, id, values)).toBe(intl.formatMessage({ id }, values));
    expect(rowText(intl, 'named', { product: 'Lápis' })).toBe('Posição de Lápis');
  });

  it('falls back to formatMessage for an unknown id', () => {
    expect(rowText(intl, 'missing')).toBe('missing');
  });
});
