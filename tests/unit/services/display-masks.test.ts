import { describe, expect, it } from 'vitest';
import { formatDocument, formatPhone, formatPostalCode } from '../../../src/services/display-masks';

describe('display masks', () => {
  it('masks a document as CNPJ above 11 digits, else as CPF (doc 2 §2 transporters)', () => {
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('123')).toBe('123');
    expect(formatDocument(null)).toBe('');
  });

  it('masks 10- and 11-digit phones and 8-digit postal codes; leaves others as they are', () => {
    expect(formatPhone('1133334444')).toBe('(11) 3333-4444');
    expect(formatPhone('41987654321')).toBe('(41) 98765-4321');
    expect(formatPhone('+55 11')).toBe('+55 11');
    expect(formatPostalCode('80010000')).toBe('80010-000');
  });
});
