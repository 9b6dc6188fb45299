import { describe, expect, it } from 'vitest';
import {
  COMPANY_FIELDS,
  customerProblems,
  customersQuery,
  emptyCustomer,
  fieldsFromCnpj,
  toInput,
  valuesOf,
} from '../../../../src/screens/registers/customers/customer-form';

// doc 2 §5 "Customer form".

const valid = {
  ...emptyCustomer,
  document: '11.222.333/0001-81',
  corporateName: 'Demo Logística Ltda',
  postalCode: '01001-000',
  street: 'Praça da Sé',
  number: '1',
  neighborhood: 'Sé',
  city: 'São Paulo',
  state: 'sp',
  phone: '(11) 98765-4321',
};

describe('customer form', () => {
  it('sends digits for document, postal code and phone; empty optionals as null; isActive default true', () => {
    const input = toInput(valid);
    expect(input).toMatchObject({
      document: '11222333000181',
      postalCode: '01001000',
      phone: '11987654321',
      state: 'SP',
      country: 'Brasil',
      email: null,
      fantasyName: null,
      isActive: true,
    });
    expect(customerProblems(valid)).toBeUndefined();
  });

  it('says required for empty fields and invalid CPF / CNPJ by length', () => {
    const problems = customerProblems(emptyCustomer);
    expect(problems?.document.key).toBe('validation.required');
    expect(problems?.postalCode.key).toBe('validation.required');
    expect(problems?.street.key).toBe('validation.required');
    expect(customerProblems({ ...valid, document: '123.456.789-00' })?.document.key).toBe(
      'validation.invalidCpf',
    );
    expect(customerProblems({ ...valid, document: '11.222.333/0001-00' })?.document.key).toBe(
      'validation.invalidCnpj',
    );
    expect(customerProblems({ ...valid, document: '529.982.247-25' })).toBeUndefined();
  });

  it('checks the e-mail and the 8-digit postal code', () => {
    expect(customerProblems({ ...valid, email: 'nope' })?.email.key).toBe('validation.invalidEmail');
    expect(customerProblems({ ...valid, postalCode: '0100' })?.postalCode.key).toBe('validation.length');
  });

  it('a company lookup fills name, address, e-mail and phone', () => {
    const fields = fieldsFromCnpj({
      name: 'ACME SA',
      fantasyName: 'Acme',
      postalCode: '01001-000',
      street: 'Rua A',
      complement: '',
      number: '10',
      neighborhood: 'Centro',
      municipality: 'São Paulo',
      state: 'SP',
      email: 'a@acme.com',
      phone: '(11) 3333-4444',
    });
    expect(Object.keys(fields).sort()).toEqual([...COMPANY_FIELDS].sort());
    expect(fields).toMatchObject({
      corporateName: 'ACME SA',
      city: 'São Paulo',
      postalCode: '01001000',
      phone: '1133334444',
    });
  });

  it('reads a stored customer into the form', () => {
    const values = valuesOf({
      id: 'c1',
      companyDocument: 'x',
      corporateName: 'ACME',
      fantasyName: null,
      document: '11222333000181',
      additionalDocument: null,
      name: null,
      postalCode: '01001000',
      street: 'Rua',
      number: '1',
      complement: null,
      neighborhood: 'B',
      city: 'C',
      state: 'SP',
      country: '',
      lat: null,
      lng: null,
      email: null,
      phone: null,
      observation: null,
      isActive: false,
      createdAt: '',
    });
    expect(values).toMatchObject({ fantasyName: '', country: 'Brasil', isActive: false, phone: '' });
  });

  it('maps the filter panel to the list query (name, company document, status)', () => {
    expect(customersQuery({ name: ' acme ', document: '11.222', status: 'inactive' }, 2, 50)).toEqual({
      page: 2,
      take: 50,
      name: 'acme',
      document: '11222',
      isActive: false,
    });
    expect(customersQuery({ name: '', document: '', status: 'all' }, 1, 25)).toEqual({
      page: 1,
      take: 25,
      name: undefined,
      document: undefined,
      isActive: undefined,
    });
  });
});
