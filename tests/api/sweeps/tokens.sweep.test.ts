import { describe, expect, it } from 'vitest';
import { localize } from '../../../simulator/i18n/i18n';
import { MESSAGES } from '../../../simulator/i18n/messages/platform';
import { SimClient } from '../sim-client';
import { isPublic, PUBLIC_ROUTES, refusedTokens, routeKey, sweptSimulator, urlOf } from './sweep-support';

// Tokens on every route (issue 18 "Who may see and do what"; DESIGN §5 "missing or bad token
// 401"; doc 1 §6 SERVICE accounts): every route of the app except the public ones listed in
// sweep-support.ts answers 401 to no token, a malformed, expired, foreign-signed, unsigned or
// tampered token, a SERVICE account's token and a token naming nobody — with a message, and
// before it reads anything (the parameters are placeholders: the token is refused first).
const { app, routes } = sweptSimulator();

describe('tokens on every signed-in route', () => {
  it('the public routes exist and the OpenAPI document marks exactly the others as signed in', async () => {
    await app.ready();
    const keys = new Set(routes().map(routeKey));
    for (const key of Object.keys(PUBLIC_ROUTES)) expect(keys, key).toContain(key);
    const docs = app.swagger() as { paths: Record<string, Record<string, { security?: unknown }>> };
    for (const route of routes()) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = docs.paths[path]?.[route.method.toLowerCase()];
      if (!operation) continue; // hidden from /docs (none is signed in today; the 401 sweep covers them)
      // a public operation declares `security: []` (issue 28): signed in means a scheme is named
      const signedIn = Array.isArray(operation.security) && operation.security.length > 0;
      expect(signedIn, routeKey(route)).toBe(!isPublic(route));
    }
  });

  it('answers 401 with a message to every refused token on every signed-in route', async () => {
    await app.ready();
    const sim = new SimClient(app);
    const valid = await sim.login('admin');
    // a valid token is accepted, so the refusals below are the tokens' doing
    expect((await sim.get('/api/users/me', valid)).statusCode).toBe(200);
    const tokens = refusedTokens(sim, valid);
    const signedIn = routes().filter((route) => !isPublic(route));
    expect(signedIn.length).toBeGreaterThan(90);
    const wrong: string[] = [];
    for (const route of signedIn)
      for (const [name, token] of Object.entries(tokens)) {
        const res = await sim.request(route.method as 'GET', urlOf(route), { token, body: {} });
        const message = res.statusCode === 401 ? res.json().message : undefined;
        if (res.statusCode !== 401 || typeof message !== 'string' || message === '')
          wrong.push(`${routeKey(route)} with ${name}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    expect(wrong).toEqual([]);
  });

  it('tells an expired token from a bad one, in the caller language', async () => {
    await app.ready();
    const sim = new SimClient(app);
    const tokens = refusedTokens(sim, await sim.login('admin'));
    const say = async (token: string | undefined, language: string) =>
      (await sim.request('GET', '/api/company', { token, headers: { 'accept-language': language } })).json()
        .message;
    expect(await say(tokens.expired, 'en-US')).toBe(localize(MESSAGES.tokenExpired, 'en-US'));
    expect(await say(tokens['SERVICE account'], 'es')).toBe(localize(MESSAGES.tokenInvalid, 'es'));
    expect(await say(tokens['no token'], 'pt-BR')).toBe(localize(MESSAGES.tokenMissing, 'pt-BR'));
  });
});
