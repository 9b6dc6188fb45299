import { describe, expect, it } from 'vitest';
import { completeCnpj } from '../../../../src/domain/documents';
import { emptyParty, partyFromCnpj, partyProblems } from '../../../../src/screens/orders/new/party-form';

// doc 2 §5 "Party form" (the new-order page's sender / recipient creation).

const cnpj = completeCnpj('112223330001');

describe('party form', () => {
  it('says "required" for empty required fields and checks the document', () => {
    const problems = partyProblems(emptyParty());
    expect(problems?.document?.key).toBe('validation.required');
    expect(problems?.street?.key).toBe('validation.required');
    expect(problems?.country).toBeUndefined();
    expect(partyProblems({ ...emptyParty('123'), email: 'nope' })?.email?.key).toBe(
      'validation.invalidEmail',
    );
  });

  it('says invalid CPF up to 11 digits and invalid CNPJ above (doc 1 §5, §8)', () => {
    expect(partyProblems(emptyParty('123'))?.document?.key).toBe('validation.invalidCpf');
    expect(partyProblems(emptyParty('11111111111'))?.document?.key).toBe('validation.invalidCpf');
    expect(partyProblems(emptyParty('11222333000100'))?.document?.key).toBe('validation.invalidCnpj');
    expect(partyProblems(emptyParty(cnpj))?.document).toBeUndefined();
  });

  it('fills from the registry, keeping what the registry does not have', () => {
    const filled = partyFromCnpj({
      name: 'ACME',
      fantasyName: '',
      postalCode: '01310-100',
      street: 'Av. Paulista',
      complement: 'sala 1',
      number: '',
      neighborhood: 'Bela Vista',
      municipality: 'São Paulo',
      state: 'SP',
      email: '',
      phone: '(11) 3333-4444',
    });
    expect(filled).toEqual({
      name: 'ACME',
      postalCode: '01310100',
      street: 'Av. Paulista',
      additionalAddress: 'sala 1',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      phone: '1133334444',
    });
  });
});
