import { describe, expect, it } from 'vitest';
import { companyDisplayName, companyShortName } from '../../../src/domain/company-name';

// Issue 31: the header chip shows a company's short name — its fantasy name, else its corporate
// name without the legal-form ending (doc 1 §3.1 has no other short name).
describe('a company short name', () => {
  it('is the fantasy name when the company has one', () => {
    expect(companyShortName({ fantasyName: ' Demo Logística ', corporateName: 'Demo Logística Ltda' })).toBe(
      'Demo Logística',
    );
  });

  it('else the corporate name without its legal form', () => {
    const short = (corporateName: string) => companyShortName({ fantasyName: '', corporateName });
    expect(short('Demo Logística Ltda')).toBe('Demo Logística');
    expect(short('ACME Transportes S.A.')).toBe('ACME Transportes');
    expect(short('ACME Transportes S/A')).toBe('ACME Transportes');
    expect(short('Padaria Pão Quente Ltda - ME')).toBe('Padaria Pão Quente');
    expect(short('Acme Comércio EIRELI')).toBe('Acme Comércio');
    // words that only end like a legal form stay whole
    expect(short('Transportes Ame')).toBe('Transportes Ame');
    expect(short('Gomes')).toBe('Gomes');
    // nothing but a legal form: the name as it is
    expect(short('Ltda')).toBe('Ltda');
  });

  it('the listed name is the fantasy name, else the corporate name', () => {
    expect(companyDisplayName({ fantasyName: 'Demo', corporateName: 'Demo Ltda' })).toBe('Demo');
    expect(companyDisplayName({ fantasyName: '', corporateName: 'Demo Ltda' })).toBe('Demo Ltda');
    expect(companyDisplayName({ fantasyName: null, corporateName: null })).toBe('');
  });
});
