import { describe, expect, it } from 'vitest';
import {
  amountInlineProblem,
  deliveryDateProblem,
  fromDateTimeInput,
  minDeliveryInput,
  parseAmount,
  textInlineProblem,
  textInlineValue,
  toDateTimeInput,
  toDeliveryDate,
} from '../../../../src/screens/orders/detail/inline-edit';

describe('inline edits of the order detail (doc 2 §5)', () => {
  it('requires a value for e-mail, phone, tracking code and observation', () => {
    for (const field of ['recipientEmail', 'recipientPhone', 'trackingCode', 'additionalInfo'] as const)
      expect(textInlineProblem(field, '   ')?.key, field).toBe('validation.required');
    expect(textInlineProblem('trackingCode', 'BR123')).toBeNull();
    expect(textInlineProblem('additionalInfo', 'Entregar pela manhã')).toBeNull();
  });

  it('checks the e-mail format', () => {
    expect(textInlineProblem('recipientEmail', 'maria@')?.key).toBe('validation.invalidEmail');
    expect(textInlineProblem('recipientEmail', 'maria@example.com.br')).toBeNull();
  });

  it('stores the phone unmasked and wants at least 10 digits', () => {
    expect(textInlineValue('recipientPhone', '(11) 91234-5678')).toBe('11912345678');
    expect(textInlineProblem('recipientPhone', '1234')?.key).toBe('validation.length');
    expect(textInlineProblem('recipientPhone', '(11) 3456-7890')).toBeNull();
    expect(textInlineValue('trackingCode', '  BR1  ')).toBe('BR1');
  });

  it('reads freight and transfer as numbers, with comma or point, empty as 0', () => {
    expect(parseAmount('')).toBe(0);
    expect(parseAmount(null)).toBe(0);
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('1.234,56')).toBe(1234.56);
    expect(parseAmount('1234.56')).toBe(1234.56);
    expect(parseAmount('abc')).toBeNull();
    expect(amountInlineProblem('')?.key).toBe('validation.required');
    expect(amountInlineProblem('x')?.key).toBe('validation.uninformed');
    expect(amountInlineProblem('-1')?.key).toBe('validation.greaterThan');
    expect(amountInlineProblem('0')).toBeNull();
  });

  it('sends the delivery date as yyyy-MM-dd HH:mm and refuses past dates', () => {
    const now = new Date(2025, 5, 10, 14, 30, 45);
    expect(toDeliveryDate(new Date(2025, 5, 11, 8, 5))).toBe('2025-06-11 08:05');
    expect(toDateTimeInput(new Date(2025, 5, 11, 8, 5))).toBe('2025-06-11T08:05');
    expect(fromDateTimeInput('2025-06-11T08:05')?.getHours()).toBe(8);
    expect(fromDateTimeInput('')).toBeNull();
    // confirm stays disabled until a date is chosen
    expect(deliveryDateProblem('', now)?.key).toBe('validation.required');
    expect(deliveryDateProblem('2025-06-09T23:59', now)?.key).toBe('orders.detail.pastDate');
    expect(deliveryDateProblem('2025-06-10T14:29', now)?.key).toBe('orders.detail.pastDate');
    expect(deliveryDateProblem('2025-06-10T14:30', now)).toBeNull();
    expect(deliveryDateProblem('2025-06-12T09:00', now)).toBeNull();
    expect(minDeliveryInput(now)).toBe('2025-06-10T14:30');
  });
});
