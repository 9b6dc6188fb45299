/**
 * Access guard — doc 1 §2.2:
 *
 * | rule | seed |
 * |---|---|
 * | a signed-in user who opens /, /login or /register is sent to /dashboard | doc 1 §2.2 |
 * | a signed-out visitor may open only /login, /register and any path beginning with /survey; every other path sends them to /login | doc 1 §2.2 |
 * | paths under /dashboard/ are shown without the standard page frame | doc 1 §2.2 |
 *
 * | an unknown path goes to /not-found, which links back to /login | doc 1 §2.2 |
 *
 * Decision where §2.1 and §2.2 pull apart: §2.1 lists /access-denied as public and §2.2's
 * not-found page "offers a link back to /login", which only helps a signed-out visitor. So the two
 * error pages are open to everyone, and an unknown path goes to /not-found signed in or out; the
 * "every other path sends them to /login" rule applies to the product's known paths.
 */

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';

/** "/login/" and "/login" are the same page; the root stays "/". */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

export const NOT_FOUND_PATH = '/not-found';
export const ACCESS_DENIED_PATH = '/access-denied';

/** The public pages a signed-out visitor may open (doc 1 §2.2). */
export function isOpenWhenSignedOut(path: string): boolean {
  const p = normalizePath(path);
  return p === '/login' || p === '/register' || p.startsWith('/survey');
}

const isErrorPage = (p: string) => p === NOT_FOUND_PATH || p === ACCESS_DENIED_PATH;

/**
 * Where to send the visitor instead of `path`, or null to show it. `known` says whether the path
 * is in the route table (the root counts as known: it forwards to the start page).
 */
export function guard(path: string, signedIn: boolean, known = true): string | null {
  const p = normalizePath(path);
  if (isErrorPage(p)) return null;
  if (signedIn) {
    if (p === '/' || p === LOGIN_PATH || p === '/register') return HOME_PATH;
    return known ? null : NOT_FOUND_PATH;
  }
  if (isOpenWhenSignedOut(p)) return null;
  return known || p === '/' ? LOGIN_PATH : NOT_FOUND_PATH;
}

/** Pages shown without the page frame: the public pages, the error pages and /dashboard/* (TV). */
export function usesPageFrame(path: string): boolean {
  const p = normalizePath(path);
  if (p.startsWith('/dashboard/')) return false;
  if (isOpenWhenSignedOut(p)) return false;
  return !isErrorPage(p);
}
