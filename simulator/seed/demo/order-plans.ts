import type { DemoCompanyKey } from './companies';

/** What a demo company gets: how many registers of each kind, demo orders, and its users. */
export interface CompanyPlan {
  key: DemoCompanyKey;
  recipients: number;
  senders: number;
  products: number;
  inactiveProducts: number;
  transporters: number;
  customers: number;
  demoOrders: number;
  /** share of the generated orders (sizes above demo) */
  share: number;
  users: string[];
}

/** Both subsidiaries get the same: a few registers, 40 demo orders, 5 % of the generated ones. */
const SUBSIDIARY_PLAN: Omit<CompanyPlan, 'key'> = {
  recipients: 8,
  senders: 2,
  products: 12,
  inactiveProducts: 2,
  transporters: 3,
  customers: 6,
  demoOrders: 40,
  share: 0.05,
  users: ['usr-admin'],
};

export const PLANS: CompanyPlan[] = [
  {
    key: 'principal',
    recipients: 24,
    senders: 4,
    products: 40,
    inactiveProducts: 5,
    transporters: 8,
    customers: 25,
    demoOrders: 360,
    share: 0.85,
    users: ['usr-admin', 'usr-operator', 'usr-driver'],
  },
  { key: 'subsidiary1', ...SUBSIDIARY_PLAN },
  { key: 'subsidiary2', ...SUBSIDIARY_PLAN },
  {
    key: 'outsider',
    recipients: 6,
    senders: 2,
    products: 8,
    inactiveProducts: 1,
    transporters: 2,
    customers: 4,
    demoOrders: 30,
    share: 0.05,
    users: ['usr-outsider'],
  },
];
