import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { restoredSnapshot } from '../../../src/app/session/restore';
import type { User } from '../../../src/domain/user';
import { sessionMachine } from '../../../src/machines/session.machine';

const user = {
  id: 'u1',
  userName: 'admin',
  company: { fantasyName: 'P', corporateName: 'P' },
  companyDocument: 'A',
  subsidiaries: [{ company: { fantasyName: 'S', corporateName: 'S' }, companyDocument: 'B' }],
  type: 'ADMIN',
} as User;

describe('session restored on load (doc 1 §3.4)', () => {
  it('starts signed in from a stored session, viewing the stored company', () => {
    const snapshot = restoredSnapshot({ accessToken: 't', user, companyDocument: 'B' });
    expect(snapshot?.value).toBe('fulfilled');
    const actor = createActor(sessionMachine, { snapshot: snapshot ?? undefined }).start();
    expect(actor.getSnapshot().context.companyDocument).toBe('B');
    actor.send({ type: 'COMPANY_SWITCHED', companyDocument: 'A' });
    expect(actor.getSnapshot().context.companyDocument).toBe('A');
    actor.send({ type: 'SESSION_EXPIRED' });
    expect(actor.getSnapshot().value).toBe('signedOut');
  });
  it('starts signed out without a session, for a SERVICE user, or a company the user may not view', () => {
    expect(restoredSnapshot(null)).toBeNull();
    expect(
      restoredSnapshot({ accessToken: 't', user: { ...user, type: 'SERVICE' }, companyDocument: 'A' }),
    ).toBeNull();
    expect(restoredSnapshot({ accessToken: 't', user, companyDocument: 'Z' })).toBeNull();
  });
});
