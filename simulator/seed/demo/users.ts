import { completeCpf } from '../../../src/domain/documents';
import { DEFAULT_LANGUAGE, DEFAULT_LINE_COLOR, type UserType } from '../../../src/domain/user';
import { hashPassword } from '../../store/password';
import type { UserRecord } from '../../store/users.repo';
import { DEMO_DOCUMENTS, type DemoCompanyKey } from './companies';
import { DEMO_VEHICLE_IDS } from './vehicles';

export const DEMO_PASSWORD = 'demo';
export const NEW_PLATFORM_URL = 'https://new-platform.example/login';

export interface DemoLogin {
  userName: string;
  type: UserType;
  company: DemoCompanyKey;
  name: string;
  /** what a tester uses this login for (printed on start and in simulator/README.md) */
  purpose: string;
  newPlatformUrl?: string;
  vehicleId?: string;
}

/** The ten demo logins of docs/CONTRACTS.md, one per user type plus `migrated` and `outsider`. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    userName: 'admin',
    type: 'ADMIN',
    company: 'principal',
    name: 'Alice Admin',
    purpose: 'principal company with two subsidiaries',
  },
  {
    userName: 'operator',
    type: 'USER',
    company: 'principal',
    name: 'Otávio Operador',
    purpose: 'warehouse operator',
  },
  {
    userName: 'service',
    type: 'SERVICE',
    company: 'principal',
    name: 'Integração ERP',
    purpose: 'login refused: 403 (doc 1 §6)',
  },
  {
    userName: 'shipper',
    type: 'SHIPPER',
    company: 'principal',
    name: 'Sérgio Embarcador',
    purpose: 'orders filtered by shipper',
  },
  {
    userName: 'customer',
    type: 'CUSTOMER',
    company: 'principal',
    name: 'Clara Cliente',
    purpose: 'orders filtered by customer',
  },
  {
    userName: 'driver',
    type: 'DRIVER',
    company: 'principal',
    name: 'Davi Motorista',
    purpose: 'driver',
    vehicleId: DEMO_VEHICLE_IDS.driver,
  },
  {
    userName: 'mechanic',
    type: 'MECHANIC',
    company: 'principal',
    name: 'Marcos Mecânico',
    purpose: 'vehicle-service checklists',
  },
  {
    userName: 'seller',
    type: 'SELLER',
    company: 'principal',
    name: 'Sara Vendedora',
    purpose: 'seller',
    vehicleId: DEMO_VEHICLE_IDS.seller, // doc 3 §6: a seller needs a vehicle too
  },
  {
    userName: 'migrated',
    type: 'USER',
    company: 'principal',
    name: 'Miguel Migrado',
    purpose: 'login answer carries newPlatformUrl (doc 1 §2.3)',
    newPlatformUrl: NEW_PLATFORM_URL,
  },
  {
    userName: 'outsider',
    type: 'ADMIN',
    company: 'outsider',
    name: 'Olga Outsider',
    purpose: 'ADMIN of an unrelated company (403 elsewhere)',
  },
];

export function demoUsers(seed: number): UserRecord[] {
  return DEMO_LOGINS.map((login, i) => ({
    id: `usr-${login.userName}`,
    userName: login.userName,
    passwordHash: hashPassword(DEMO_PASSWORD, `${seed}:${login.userName}`),
    type: login.type,
    companyDocument: DEMO_DOCUMENTS[login.company],
    language: DEFAULT_LANGUAGE,
    isActive: true,
    name: login.name,
    document: completeCpf(String(123456000 + i)),
    email: `${login.userName}@demo-logistica.example`,
    phoneNumber: `1198765${String(4000 + i)}`,
    vehicleId: login.vehicleId ?? null,
    lineColor: DEFAULT_LINE_COLOR,
    newPlatformUrl: login.newPlatformUrl ?? null,
  }));
}
