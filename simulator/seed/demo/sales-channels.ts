import type { SalesChannel } from '../../../src/domain/sales-channels';
import { DEMO_DOCUMENTS, type DemoCompanyKey } from './companies';

/**
 * Sales channels of the demo companies (doc 3 §3, §7 `/saleschannel`), the same for every seed.
 * Every company has the four channels its demo orders carry (`SALES_CHANNELS`, drawn in
 * demo-order-maker.ts), the protected codes 999 and 995 among them (doc 3 §5, §9); the principal and
 * the outsider each have one more of their own, so a test can tell whose list it reads.
 */
export const SALES_CHANNELS = [
  { code: '999', saleschannel: 'Loja própria' },
  { code: '995', saleschannel: 'Marketplace' },
  { code: '101', saleschannel: 'E-commerce' },
  { code: '202', saleschannel: 'Televendas' },
] as const;

/** Channels only one demo company has. */
export const OWN_SALES_CHANNELS: Partial<Record<DemoCompanyKey, { code: string; saleschannel: string }>> = {
  principal: { code: '303', saleschannel: 'Atacado' },
  outsider: { code: '404', saleschannel: 'Representantes' },
};

export function demoSalesChannels(): SalesChannel[] {
  const out: SalesChannel[] = [];
  for (const key of Object.keys(DEMO_DOCUMENTS) as DemoCompanyKey[]) {
    const own = OWN_SALES_CHANNELS[key];
    for (const channel of [...SALES_CHANNELS, ...(own ? [own] : [])]) {
      out.push({
        id: `sch-${String(out.length + 1).padStart(6, '0')}`,
        companyDocument: DEMO_DOCUMENTS[key],
        code: channel.code,
        saleschannel: channel.saleschannel,
      });
    }
  }
  return out;
}
