import { completeCpf } from '../../../src/domain/documents';
import { DEFAULT_LANGUAGE, DEFAULT_LINE_COLOR, type UserType } from '../../../src/domain/user';
import type { Vehicle } from '../../../src/domain/vehicles';
import { hashPassword } from '../../store/password';
import type { UserRecord } from '../../store/users.repo';
import { createPrng } from '../prng';
import { DEMO_DOCUMENTS, type DemoCompanyKey } from './companies';
import { FIRST_NAMES, LAST_NAMES } from './parties';
import { DEMO_PASSWORD } from './users';

/**
 * More users for the users register (doc 3 §2 "Users"), the same for every seed, so its list
 * needs its filters and pages: staff of the principal and its subsidiaries. No MECHANIC or ADMIN
 * (the pickers' tests count those); drivers and sellers get a vehicle of their company (doc 3 §6).
 * All sign in with the demo password; one hash is shared (seeding stays fast).
 */
const PLAN: Array<{ company: DemoCompanyKey; type: UserType; count: number }> = [
  { company: 'principal', type: 'USER', count: 8 },
  { company: 'principal', type: 'DRIVER', count: 10 },
  { company: 'principal', type: 'SELLER', count: 5 },
  { company: 'principal', type: 'CUSTOMER', count: 4 },
  { company: 'subsidiary1', type: 'USER', count: 4 },
  { company: 'subsidiary1', type: 'DRIVER', count: 5 },
  { company: 'subsidiary2', type: 'DRIVER', count: 3 },
  { company: 'subsidiary2', type: 'SHIPPER', count: 2 },
];

const COLORS = ['#01579B', '#2E7D32', '#C62828', '#6A1B9A', '#EF6C00', '#00838F'];

const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

export function registerUsers(seed: number, vehicles: readonly Vehicle[]): UserRecord[] {
  const prng = createPrng(12_002);
  const passwordHash = hashPassword(DEMO_PASSWORD, `${seed}:register-users`);
  const out: UserRecord[] = [];
  for (const { company, type, count } of PLAN) {
    const document = DEMO_DOCUMENTS[company];
    // active vehicles of the company not in a demo login's profile (VEH-0001/0002 stay theirs)
    const fleet = vehicles.filter((v) => v.companyDocument === document && v.status && v.id > 'VEH-0002');
    for (let i = 0; i < count; i += 1) {
      const n = out.length + 1;
      const first = prng.pick(FIRST_NAMES);
      const last = prng.pick(LAST_NAMES);
      const userName = `${slug(first)}.${slug(last)}${n}`;
      const withVehicle = type === 'DRIVER' || type === 'SELLER';
      out.push({
        id: `usr-reg-${String(n).padStart(3, '0')}`,
        userName,
        passwordHash,
        type,
        companyDocument: document,
        language: DEFAULT_LANGUAGE,
        isActive: prng.chance(0.85),
        name: `${first} ${last}`.toUpperCase(), // doc 3 §3 "name uppercased"
        document: completeCpf(String(200000000 + n * 7919)),
        email: `${userName}@demo-logistica.example`,
        phoneNumber: `1197${String(1000000 + n * 137).slice(0, 7)}`,
        vehicleId: withVehicle ? (fleet[i % Math.max(fleet.length, 1)]?.id ?? null) : null,
        lineColor: type === 'DRIVER' ? prng.pick(COLORS) : DEFAULT_LINE_COLOR,
        newPlatformUrl: null,
      });
    }
  }
  return out;
}
