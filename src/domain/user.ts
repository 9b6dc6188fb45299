// doc 1 §3.4 (user and session), §4 (user types).
export const USER_TYPES = [
  'USER',
  'SERVICE',
  'SHIPPER',
  'CUSTOMER',
  'DRIVER',
  'ADMIN',
  'MECHANIC',
  'SELLER',
] as const;
export type UserType = (typeof USER_TYPES)[number];

export const LANGUAGES = ['pt-BR', 'en-US', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
/** doc 1 §9: pt-BR is the default and the fallback language. */
export const DEFAULT_LANGUAGE: Language = 'pt-BR';

/** doc 1 §9: default user line colour. */
export const DEFAULT_LINE_COLOR = '#01579B';

export interface CompanyRef {
  fantasyName: string;
  corporateName: string;
}

export interface Subsidiary {
  company: CompanyRef;
  companyDocument: string;
}

export interface UserProfile {
  name: string;
  document: string;
  email: string;
  phoneNumber: string;
  vehicleId: string | null;
  lineColor: string;
}

export interface User {
  id: string;
  userName: string;
  profile: UserProfile;
  company: CompanyRef;
  companyDocument: string;
  subsidiaries: Subsidiary[];
  language: Language;
  type: UserType;
  isActive: boolean;
}

/** What the signed token carries (doc 1 §3.4: account type and a company document). */
export interface TokenClaims {
  sub: string;
  type: UserType;
  companyDocument: string;
}

/** The answer of POST /auth/login (doc 1 §7.2). */
export interface LoginAnswer {
  access_token: string;
  user: User;
  /** doc 1 §2.3: when present the console opens the "use the new platform" modal. */
  newPlatformUrl?: string;
  message?: string;
}

/** doc 1 §6: the documents a user may view — its own company and its subsidiaries. */
export function viewableCompanyDocuments(user: Pick<User, 'companyDocument' | 'subsidiaries'>): string[] {
  return [user.companyDocument, ...user.subsidiaries.map((s) => s.companyDocument)];
}

/** doc 1 §6, doc 2 §6: login is refused with a permission error for SERVICE accounts. */
export function mayUseConsole(type: UserType): boolean {
  return type !== 'SERVICE';
}

/** PUT /users/{id} (docs/CONTRACTS.md; doc 1 §6 names no role rule, so this is ours): a user may
 * change itself; an ADMIN may change another user of its own company. */
export function mayEditUser(
  caller: Pick<User, 'id' | 'type' | 'companyDocument'>,
  target: Pick<User, 'id' | 'companyDocument'>,
): boolean {
  if (caller.id === target.id) return true;
  return caller.type === 'ADMIN' && caller.companyDocument === target.companyDocument;
}
