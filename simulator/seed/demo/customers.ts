import type { CompanyCustomer } from '../../../src/domain/customers';
import { SEED_EPOCH } from '../epoch';
import type { Prng } from '../prng';
import type { CompanyPlan } from './order-plans';
import { DAY, iso, pad } from './order-values';
import { addressAt, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, nextCnpj, nextCpf } from './parties';

/** The company customers of a demo company, numbered from `base + 1`. */
export function demoCustomers(
  prng: Prng,
  plan: CompanyPlan,
  document: string,
  base: number,
): CompanyCustomer[] {
  return Array.from({ length: plan.customers }, (_, i) => {
    const a = addressAt(prng, base + 200 + i);
    const last = prng.pick(LAST_NAMES);
    const person = i % 4 === 3;
    return {
      id: `cus-${pad(base + i + 1)}`,
      companyDocument: document,
      corporateName: person
        ? `${prng.pick(FIRST_NAMES)} ${last}`
        : `${prng.pick(COMPANY_WORDS)} ${last} Ltda`,
      fantasyName: person || i % 5 === 0 ? null : `${prng.pick(COMPANY_WORDS)} ${last}`,
      document: person ? nextCpf() : nextCnpj(),
      additionalDocument: null,
      name: person ? null : `${prng.pick(FIRST_NAMES)} ${last}`,
      postalCode: a.postalCode,
      street: a.street,
      number: a.number,
      complement: null,
      neighborhood: a.neighborhood,
      city: a.city,
      state: a.state,
      country: 'Brasil',
      lat: i % 6 === 5 ? null : a.lat,
      lng: i % 6 === 5 ? null : a.long,
      email: `contato${base + i}@cliente.example`,
      phone: `119${pad(80_000_000 + i * 17, 8)}`,
      observation: null,
      isActive: i % 7 !== 6,
      createdAt: iso(SEED_EPOCH - (100 - i) * DAY),
    };
  });
}
