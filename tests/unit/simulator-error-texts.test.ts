import { describe, expect, it } from 'vitest';
import { defineMessages, localize, textSource } from '../../simulator/i18n/i18n';
import { DEVICE_CSV_TEXTS } from '../../simulator/i18n/messages/devices';
import { OPERATION_MESSAGES } from '../../simulator/i18n/messages/operations';
import {
  GENERATION_REFUSALS,
  ORDER_MESSAGES,
  UPLOAD_REFUSALS,
} from '../../simulator/i18n/messages/order-errors';
import { MESSAGES } from '../../simulator/i18n/messages/platform';
import { CSV_TEXTS } from '../../src/domain/devices-csv';
import { GENERATION_TEXTS } from '../../src/domain/order-generation';
import { UPLOAD_TEXTS } from '../../src/domain/uploads';

// The simulator's error texts (simulator/i18n.ts `LocalizedText`): English as the contract always
// said it, pt-BR and es for the console's users (doc 1 §1, §8).
describe('localizable error texts', () => {
  it('are their English text, said in any language by localize', () => {
    const text = ORDER_MESSAGES.salesChannelCodeInUse('101');
    expect(text).toBe('Sales channel code 101 already in use');
    expect(localize(text, 'pt-BR')).toBe('O código de canal de venda 101 já está em uso');
    expect(localize(text, 'es')).toBe('El código de canal de venta 101 ya está en uso');
    expect(textSource(text)).toMatchObject({
      catalogue: 'orders',
      key: 'salesChannelCodeInUse',
      params: { code: '101' },
    });
  });

  it('leave any other string as it is', () => {
    expect(localize('Order 42 is special', 'pt-BR')).toBe('Order 42 is special');
  });

  it('label statuses and write quantities the language way, English keeping codes', () => {
    const refused = OPERATION_MESSAGES.refusedItem('cancelled', 'INPROGRESS', '4512');
    expect(refused).toBe('Order 4512 cannot be cancelled while INPROGRESS');
    expect(localize(refused, 'pt-BR')).toBe('Não é possível cancelar o pedido 4512 com status Em andamento');
    expect(localize(refused, 'es')).toBe('No se puede cancelar el pedido 4512 con estado En curso');
    const volumes = OPERATION_MESSAGES.volumesNotConserved({ sku: 'SKU-1', order: '4512' }, 1000, 2.5);
    expect(volumes).toBe('The volumes of SKU-1 of order 4512 must add up to 1000 (they add up to 2.5)');
    expect(localize(volumes, 'pt-BR')).toBe(
      'Os volumes de SKU-1 do pedido 4512 devem somar 1.000 (somam 2,5)',
    );
  });

  it('keep the English of the domain texts they stand for', () => {
    expect(DEVICE_CSV_TEXTS.unknownType('lamp', ['light', 'counter'])).toBe(
      CSV_TEXTS.unknownType('lamp', ['light', 'counter']),
    );
    expect(DEVICE_CSV_TEXTS.needsPlace('controller')).toBe(CSV_TEXTS.needsPlace('controller'));
    expect(UPLOAD_REFUSALS.noType('a.pdf')).toBe(UPLOAD_TEXTS.noType('a.pdf'));
    expect(UPLOAD_REFUSALS.tooMany(2)).toBe(UPLOAD_TEXTS.tooMany(2));
    expect(GENERATION_REFUSALS.notSelectable('7', 'INBOUND', 'DONE')).toBe(
      GENERATION_TEXTS.notSelectable('7', 'INBOUND', 'DONE'),
    );
    expect(GENERATION_REFUSALS.existingClosed('route', 'CANCELLED')).toBe(
      GENERATION_TEXTS.existingClosed('route', 'CANCELLED'),
    );
  });

  it('have a pt-BR and an es text for every error of the platform catalogue', () => {
    for (const value of Object.values(MESSAGES)) {
      if (typeof value !== 'string' || !textSource(value)) continue;
      expect(localize(value, 'pt-BR'), value).not.toBe(value);
      expect(localize(value, 'es'), value).not.toBe(value);
    }
  });

  it('refuse two texts that read the same in English but not in another language', () => {
    const texts = (pt: string) => ({
      'pt-BR': { same: pt },
      'en-US': { same: 'Order not found' },
      es: { same: 'x' },
    });
    expect(() => defineMessages(texts('Pedido não encontrado'), 'test-a').text('same')).toThrow(
      /Order not found/,
    );
  });
});
