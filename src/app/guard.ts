/**
 * Access guard — doc 1 §2.2:
 *
 * | rule | seed |
 * |---|---|
 * | a signed-in user who opens /, /login or /register is sent to /dashboard | doc 1 §2.2 |
 * | a signed-out visitor may open only /login, /register and any path beginning with /survey; every other path sends them to /login | doc 1 §2.2 |
 * | paths under /dashboard/ are shown without the standard page frame | doc 1 §2.2 |
 *
 * doc 1 §2.1 lists /access-denied among the public routes but §2.2 lets a signed-out visitor open
 * only the three above; we follow §2.2 (the stricter rule), so a signed-out visitor sent to
 * /access-denied or /not-found lands on /login, and a signed-in one sees those pages.
 */

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/dashboard';

/** "/login/" and "/login" are the same page; the root stays "/". */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 ? bare.replace(/\/+$/, '') || '/' : bare;
}

/** Paths a signed-out visitor may open (doc 1 §2.2). */
export function isOpenWhenSignedOut(path: string): boolean {
  const p = normalizePath(path);
  return p === '/login' || p === '/register' || p.startsWith('/survey');
}

/** Where to send the visitor instead of `path`, or null to show it. */
export function guard(path: string, signedIn: boolean): string | null {
  const p = normalizePath(path);
  if (signedIn) return p === '/' || p === LOGIN_PATH || p === '/register' ? HOME_PATH : null;
  return isOpenWhenSignedOut(p) ? null : LOGIN_PATH;
}

/** Pages shown without the page frame: the public pages, the error pages and /dashboard/* (TV). */
export function usesPageFrame(path: string): boolean {
  const p = normalizePath(path);
  if (p.startsWith('/dashboard/')) return false;
  if (isOpenWhenSignedOut(p)) return false;
  return p !== '/not-found' && p !== '/access-denied';
}
