import type { CnpjRecord, PostalAddress } from '../domain/company.schema';
import { useCnpjLookup, usePostalCodeLookup } from './lookups';

// The two lookups of a company register form (customers, buildings; issue 34: both wrote the same
// wiring): the postal code fills the address (cleared when it is not 8 digits), a valid CNPJ fills
// the company (cleared otherwise) and its address comes with its postal code, so that one is not
// looked up again. Each form says which of its fields each answer fills (lookups.ts does the rest).

export interface CompanyLookupsOptions<F extends string> {
  document: string;
  postalCode: string;
  /** the stored values when editing (not looked up again), null when creating */
  initial: { document: string; postalCode: string } | null;
  set: (name: F, value: string) => void;
  /** run once an answer filled the fields (the form's blur validation) */
  revalidate: () => void;
  fromPostal: (address: PostalAddress) => Partial<Record<F, string>>;
  postalFields: readonly F[];
  fromCnpj: (record: CnpjRecord) => Partial<Record<F | 'postalCode', string>>;
  cnpjFields: readonly F[];
}

export function useCompanyLookups<F extends string>(o: CompanyLookupsOptions<F>) {
  const fill = (fields: Partial<Record<string, string>>) => {
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) o.set(name as F, value);
    o.revalidate();
  };
  const postal = usePostalCodeLookup(o.postalCode, o.initial?.postalCode ?? null, {
    onFound: (address) => fill(o.fromPostal(address)),
    onCleared: () => {
      for (const name of o.postalFields) o.set(name, '');
    },
  });
  const cnpj = useCnpjLookup(o.document, o.initial?.document ?? null, {
    onFound: (record) => {
      const fields = o.fromCnpj(record);
      fill(fields);
      if (fields.postalCode) postal.markResolved(fields.postalCode);
    },
    onCleared: () => {
      for (const name of o.cnpjFields) o.set(name, '');
    },
  });
  return { postal, cnpj };
}
