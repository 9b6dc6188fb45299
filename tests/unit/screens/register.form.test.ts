import { describe, expect, it } from 'vitest';
import { completeCnpj, completeCpf } from '../../../src/domain/documents';
import {
  emptyRegistration,
  fieldsFromCnpj,
  isAddressLocked,
  type RegisterValues,
  registrationProblems,
  toPayload,
} from '../../../src/screens/auth/register.form';

const cnpj = completeCnpj('112223330001');
const valid: RegisterValues = {
  ...emptyRegistration,
  cnpj: `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
  corporateName: 'ACME Ltda',
  email: 'contato@acme.com.br',
  phone: '(11) 91234-5678',
  postalCode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

describe('registration form (doc 1 §3.1, §5)', () => {
  it('builds the payload with type PRINCIPAL and digits-only document, postal code and phone', () => {
    const payload = toPayload(valid);
    expect(payload).toMatchObject({ type: 'PRINCIPAL', cnpj, postalCode: '01310100', phone: '11912345678' });
    expect(payload).not.toHaveProperty('kind');
    expect(registrationProblems(valid)).toBeUndefined();
  });

  it('reports required fields with the required key', () => {
    const problems = registrationProblems(emptyRegistration) ?? {};
    for (const field of [
      'cnpj',
      'corporateName',
      'phone',
      'postalCode',
      'street',
      'number',
      'neighborhood',
      'city',
      'state',
      'email',
    ]) {
      expect(problems[field]?.key, field).toBe('validation.required');
    }
    expect(problems.fantasyName).toBeUndefined();
    expect(problems.complement).toBeUndefined();
    expect(problems.ie).toBeUndefined();
  });

  it('checks the document as a CNPJ for a company and as a CPF for a person', () => {
    expect(registrationProblems({ ...valid, cnpj: '11.111.111/1111-11' })?.cnpj.key).toBe(
      'validation.invalidCnpj',
    );
    expect(registrationProblems({ ...valid, kind: 'natural', cnpj })?.cnpj.key).toBe('validation.invalidCpf');
    expect(
      registrationProblems({ ...valid, kind: 'natural', cnpj: completeCpf('123456789') }),
    ).toBeUndefined();
  });

  it('wants ie with exactly 9 characters when given, and a valid e-mail', () => {
    const problems = registrationProblems({ ...valid, ie: '1234', email: 'nope' }) ?? {};
    expect(problems.ie).toMatchObject({ key: 'validation.length', values: { length: 9 } });
    expect(problems.email.key).toBe('validation.invalidEmail');
    expect(registrationProblems({ ...valid, ie: '123456789' })).toBeUndefined();
  });

  it('drops the fantasy name of a natural person', () => {
    expect(toPayload({ ...valid, kind: 'natural', fantasyName: 'x' }).fantasyName).toBe('');
  });

  it('locks the address unless the CNPJ brought it (doc 1 §5 "otherwise cleared and locked")', () => {
    // incomplete code, or a new one waiting for its lookup
    expect(isAddressLocked({ locked: true, status: 'idle' })).toBe(true);
    expect(isAddressLocked({ locked: true, status: 'searching' })).toBe(true);
    // the registry does not know the code: the address stays locked (the lookup emptied it)
    expect(isAddressLocked({ locked: false, status: 'notFound' })).toBe(true);
    // filled by the postal lookup: read-only while it holds the registry's address
    expect(isAddressLocked({ locked: false, status: 'found' })).toBe(true);
    // brought by the CNPJ lookup (its code counts as looked up)
    expect(isAddressLocked({ locked: false, status: 'idle' })).toBe(false);
  });

  it('maps a CNPJ record to form fields, keeping blanks out', () => {
    const fields = fieldsFromCnpj({
      name: 'ACME',
      fantasyName: '',
      postalCode: '01310-100',
      street: 'Av',
      complement: '',
      number: '1',
      neighborhood: 'B',
      municipality: 'SP city',
      state: 'SP',
      email: 'a@b.co',
      phone: '(11) 3333-4444',
    });
    expect(fields).toEqual({
      corporateName: 'ACME',
      postalCode: '01310100',
      street: 'Av',
      number: '1',
      neighborhood: 'B',
      city: 'SP city',
      state: 'SP',
      email: 'a@b.co',
      phone: '1133334444',
    });
  });
});
