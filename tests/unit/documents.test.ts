import { describe, expect, it } from 'vitest';
import {
  completeCnpj,
  completeCpf,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
} from '../../src/domain/documents';

describe('documents (doc 1 §5)', () => {
  it('accepts valid CPF and CNPJ with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpf(completeCpf('123456789'))).toBe(true);
    expect(isValidCnpj(completeCnpj('123456780001'))).toBe(true);
  });
  it('rejects wrong check digits and repeated digits', () => {
    expect(isValidCpf('52998224726')).toBe(false);
    expect(isValidCpf('11111111111')).toBe(false);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
  it('validates up to 11 digits as CPF and above as CNPJ', () => {
    expect(isValidDocument('52998224725')).toBe(true);
    expect(isValidDocument('11222333000181')).toBe(true);
    expect(isValidDocument('1122233300018')).toBe(false);
  });
});
