import type { Transporter } from '../../../src/domain/transporters';
import type { Prng } from '../prng';
import { DEMO_TRANSPORTER_IDS } from './order-ids';
import type { CompanyPlan } from './order-plans';
import { pad } from './order-values';
import { addressAt, LAST_NAMES, nextCnpj, nextCpf } from './parties';

/** The transporters of a demo company, numbered from `base + 1` (the outsider's first is
 * DEMO_TRANSPORTER_IDS.outsider). */
export function demoTransporters(
  prng: Prng,
  plan: CompanyPlan,
  document: string,
  base: number,
): Transporter[] {
  return Array.from({ length: plan.transporters }, (_, i) => {
    const a = addressAt(prng, base + i);
    const own = i % 3 === 0;
    return {
      id: plan.key === 'outsider' && i === 0 ? DEMO_TRANSPORTER_IDS.outsider : `trp-${pad(base + i + 1)}`,
      companyDocument: document,
      type: own ? 'PROPRIO' : 'TERCEIRO',
      typeFreight: prng.pick(['WEIGHT', 'VALUE', 'FIXED', 'KM']),
      nameTransporter: `${prng.pick(['Rápido', 'Expresso', 'Trans', 'Via', 'Rota'])} ${prng.pick(LAST_NAMES)} ${own ? 'Frota' : 'Cargas'} ${i + 1}`,
      documentTransporter: i % 4 === 3 ? nextCpf() : nextCnpj(),
      additionalDocumentTransporter: null,
      codeANTT: own ? null : String(prng.int(10_000_000, 99_999_999)),
      address: `${a.street}, ${a.number}`,
      city: a.city,
      state: a.state,
      // the last transporter of the principal company is inactive (status off)
      status: !(plan.key === 'principal' && i === plan.transporters - 1),
    };
  });
}
