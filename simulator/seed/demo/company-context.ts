import type { CompanyCustomer } from '../../../src/domain/customers';
import type { Party } from '../../../src/domain/order-records';
import type { Transporter } from '../../../src/domain/transporters';
import type { PartyRow } from '../../store/parties.repo';
import type { ProductRow } from '../../store/products.repo';
import type { Prng } from '../prng';
import { DEMO_DOCUMENTS } from './companies';
import { demoCustomers } from './customers';
import type { CompanyPlan } from './order-plans';
import { pad } from './order-values';
import { party, partyOf } from './parties';
import { demoProducts } from './products';
import { demoTransporters } from './transporters';

/** Everything a company's orders are drawn from. */
export interface CompanyCtx {
  plan: CompanyPlan;
  document: string;
  recipients: PartyRow[];
  senders: PartyRow[];
  products: ProductRow[];
  transporters: Transporter[];
  /** built once: 100k orders draw from these */
  recipientParties: Party[];
  senderParties: Party[];
  activeProducts: ProductRow[];
  activeTransporters: Transporter[];
}

/** A demo company's registers (recipients, senders, products, transporters, customers, in this
 * order from `prng`) and the context its orders are drawn from. */
export function companyContext(
  prng: Prng,
  plan: CompanyPlan,
  index: number,
): {
  ctx: CompanyCtx;
  customers: CompanyCustomer[];
} {
  const document = DEMO_DOCUMENTS[plan.key];
  const base = index * 1000;
  const recipients = Array.from({ length: plan.recipients }, (_, i) =>
    party(prng, document, 'recipient', `pty-${pad(base + i + 1)}`, base + i + 1),
  );
  const senders = Array.from({ length: plan.senders }, (_, i) =>
    party(prng, document, 'sender', `pty-${pad(base + 500 + i + 1)}`, base + 500 + i + 1),
  );
  const products = demoProducts(prng, plan, document, base);
  const transporters = demoTransporters(prng, plan, document, base);
  const customers = demoCustomers(prng, plan, document, base);
  return {
    ctx: {
      plan,
      document,
      recipients,
      senders,
      products,
      transporters,
      recipientParties: recipients.map(partyOf),
      senderParties: senders.map(partyOf),
      activeProducts: products.filter((p) => p.isActive),
      activeTransporters: transporters.filter((t) => t.status),
    },
    customers,
  };
}
