import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { LANGUAGES, USER_TYPES, type User } from '../domain/user';
import { browserStorage, checkedStorage } from './local-storage';
import { appStore } from './store';

// doc 1 §3.4: "the session holds accessToken, the user, and a remembered form (username,
// rememberMe)". We also keep the viewed company document (doc 1 §6: "the switch ... stores the
// choice"); a session written before a switch views the user's own company.

export const SESSION_KEY = 'wf.session';
export const REMEMBERED_LOGIN_KEY = 'wf.login';

export interface StoredSession {
  accessToken: string;
  user: User;
  /** the company being viewed: the user's own or one of its subsidiaries */
  companyDocument: string;
}

export interface RememberedLogin {
  username: string;
  rememberMe: boolean;
  /** the remembered user's company: the login page shows its logo (doc 1 §3.1; issue 35) */
  companyDocument?: string;
}

// The stored session is read before the first render of every page, the login page included, so
// its checks are a few plain predicates rather than an arktype schema: arktype would put ~45 KB
// gzip on the login page's critical path (issue 17).
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isFilled = (value: unknown): boolean => typeof value === 'string' && value.length > 0;
const isOneOf = (list: readonly string[], value: unknown): boolean =>
  typeof value === 'string' && list.includes(value);

/** The parts of a stored session the console relies on; anything else in it is kept as is. */
function isStoredSessionShape(raw: unknown): boolean {
  if (!isRecord(raw) || !isFilled(raw.accessToken) || !isRecord(raw.user)) return false;
  if (raw.companyDocument !== undefined && !isFilled(raw.companyDocument)) return false;
  const { user } = raw;
  return (
    isFilled(user.id) &&
    typeof user.userName === 'string' &&
    isFilled(user.companyDocument) &&
    isOneOf(USER_TYPES, user.type) &&
    (user.language === undefined || isOneOf(LANGUAGES, user.language)) &&
    isRecord(user.company) &&
    typeof user.company.fantasyName === 'string' &&
    typeof user.company.corporateName === 'string' &&
    Array.isArray(user.subsidiaries) &&
    user.subsidiaries.every((subsidiary) => isRecord(subsidiary) && isFilled(subsidiary.companyDocument))
  );
}

/** A parsed stored session, or undefined when it is not one (wrong shape). */
export function toStoredSession(raw: unknown): StoredSession | undefined {
  if (!isStoredSessionShape(raw)) return undefined;
  const session = raw as StoredSession;
  return { ...session, companyDocument: session.companyDocument ?? session.user.companyDocument };
}

export type StoredSessionRead =
  | { status: 'empty' }
  | { status: 'ok'; session: StoredSession }
  | { status: 'unreadable' };

/** Reads the stored session: empty, a readable session, or unreadable (bad JSON / wrong shape). */
export function readStoredSession(
  storage: Pick<Storage, 'getItem'> | undefined = browserStorage(),
): StoredSessionRead {
  const text = storage?.getItem(SESSION_KEY) ?? null;
  if (text === null) return { status: 'empty' };
  try {
    const session = toStoredSession(JSON.parse(text));
    return session ? { status: 'ok', session } : { status: 'unreadable' };
  } catch {
    return { status: 'unreadable' };
  }
}

let onUnreadable: (() => void) | null = null;
let unreadableSeen = false;

/**
 * What to do after an unreadable stored session was cleared (the app sends the page to /login,
 * doc 1 §8). Set once by the app, so this module needs no router; a session found unreadable
 * before that (at start-up) is handled as soon as the handler is set.
 */
export function setUnreadableSessionHandler(handler: () => void): void {
  onUnreadable = handler;
  if (unreadableSeen) {
    unreadableSeen = false;
    handler();
  }
}

/** doc 1 §8: "an unreadable stored session clears the storage and redirects to /login". */
function clearUnreadable(key: string) {
  browserStorage()?.removeItem(key);
  const handler = onUnreadable;
  if (handler) queueMicrotask(handler);
  else unreadableSeen = true;
}

export const sessionAtom = atomWithStorage<StoredSession | null>(
  SESSION_KEY,
  null,
  checkedStorage<StoredSession | null>(toStoredSession, clearUnreadable),
  { getOnInit: true },
);

export const accessTokenAtom = atom((get) => get(sessionAtom)?.accessToken ?? null);
/** The viewed company document; query keys carry it so a company switch refetches everything. */
export const viewedCompanyDocumentAtom = atom((get) => get(sessionAtom)?.companyDocument ?? null);

const isRememberedLogin = (raw: unknown): raw is RememberedLogin =>
  isRecord(raw) &&
  typeof raw.username === 'string' &&
  typeof raw.rememberMe === 'boolean' &&
  (raw.companyDocument === undefined || typeof raw.companyDocument === 'string');
export const rememberedLoginAtom = atomWithStorage<RememberedLogin>(
  REMEMBERED_LOGIN_KEY,
  { username: '', rememberMe: false },
  checkedStorage((raw) => (isRememberedLogin(raw) ? raw : undefined)),
  { getOnInit: true },
);

// Outside React (API client, session hook):
export const getAccessToken = (): string | null => appStore.get(accessTokenAtom);
export const getStoredSession = (): StoredSession | null => appStore.get(sessionAtom);
export const saveSession = (session: StoredSession): void => appStore.set(sessionAtom, session);
export const clearSession = (): void => appStore.set(sessionAtom, null);

/** Updates the stored session in place (token and viewed company after a switch, the user's language). */
export function updateSession(change: Partial<StoredSession>): void {
  const current = appStore.get(sessionAtom);
  if (current) appStore.set(sessionAtom, { ...current, ...change });
}

/** Remembers the login form: the user name only when "remember my user" is ticked. */
export function rememberLogin(username: string, rememberMe: boolean, companyDocument?: string): void {
  appStore.set(
    rememberedLoginAtom,
    rememberMe ? { username, rememberMe, companyDocument } : { username: '', rememberMe },
  );
}
