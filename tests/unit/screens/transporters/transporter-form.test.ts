import { describe, expect, it } from 'vitest';
import {
  emptyTransporter,
  toInput,
  transporterProblems,
} from '../../../../src/screens/registers/transporters/transporter-form';

// doc 2 §5 "Transporter form: name, document, type, address, city, state, status required".

const valid = {
  ...emptyTransporter,
  nameTransporter: 'Rápido Sul',
  documentTransporter: '11.222.333/0001-81',
  type: 'TERCEIRO' as const,
  address: 'Rua A, 10',
  city: 'Curitiba',
  state: 'PR',
};

describe('transporter form', () => {
  it('is valid with the required fields; sends the document as digits', () => {
    expect(transporterProblems(valid)).toBeUndefined();
    expect(toInput(valid)).toMatchObject({
      documentTransporter: '11222333000181',
      status: true,
      typeFreight: null,
    });
  });

  it('requires name, document, type, address, city and state', () => {
    const problems = transporterProblems(emptyTransporter) ?? {};
    for (const field of ['nameTransporter', 'documentTransporter', 'type', 'address', 'city', 'state']) {
      expect(problems[field]?.key, field).toBe('validation.required');
    }
  });

  it('validates the document as CPF up to 11 digits and CNPJ above', () => {
    expect(
      transporterProblems({ ...valid, documentTransporter: '111.111.111-11' })?.documentTransporter.key,
    ).toBe('validation.invalidCpf');
    expect(
      transporterProblems({ ...valid, documentTransporter: '11222333000100' })?.documentTransporter.key,
    ).toBe('validation.invalidCnpj');
  });
});
