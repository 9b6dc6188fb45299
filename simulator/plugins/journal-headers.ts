/**
 * Headers kept by the journal (issue 29 "Journal"): a call's request and response headers are kept
 * by reference as it leaves and read only when somebody opens or exports the entry. What leaves
 * the journal never carries a credential: the authorization value is redacted (its scheme kept),
 * and the user the token names is read from its claims — not verified: the journal tells who the
 * caller said they were, the auth plugin decides whether they are.
 */

/** A header as HTTP carries it: one value, several, or absent. */
export type HeaderValue = string | string[] | number | undefined;
export type HeaderBag = Record<string, HeaderValue>;

/** What an exported or read entry says instead of a credential. */
export const REDACTED = '[redacted]';
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization']);

/** `Bearer [redacted]`: the scheme stays (a reader sees a token was sent), the secret does not. */
export function redact(value: string): string {
  const space = value.indexOf(' ');
  return space > 0 ? `${value.slice(0, space)} ${REDACTED}` : REDACTED;
}

/** The headers as name/value pairs (HAR's shape), secrets redacted, lists spread. */
export function headerPairs(bag: HeaderBag | undefined): Array<{ name: string; value: string }> {
  if (!bag) return [];
  const pairs: Array<{ name: string; value: string }> = [];
  for (const [name, raw] of Object.entries(bag)) {
    if (raw === undefined) continue;
    for (const one of Array.isArray(raw) ? raw : [String(raw)]) {
      pairs.push({ name, value: SECRET_HEADERS.has(name.toLowerCase()) ? redact(one) : one });
    }
  }
  return pairs;
}

/** The user id (`sub`) a bearer token names, null when there is no readable token. */
export function tokenUser(bag: HeaderBag | undefined): string | null {
  const header = bag?.authorization;
  if (typeof header !== 'string') return null;
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}

/** One header's value(s) as text, by name in any case (matchers, replay). */
export function headerValue(bag: HeaderBag | undefined, name: string): string | undefined {
  if (!bag) return undefined;
  const wanted = name.toLowerCase();
  for (const [key, raw] of Object.entries(bag)) {
    if (key.toLowerCase() === wanted && raw !== undefined)
      return Array.isArray(raw) ? raw.join(', ') : String(raw);
  }
  return undefined;
}
