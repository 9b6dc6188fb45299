import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../src/machines/session.machine';

const start = () => createActor(sessionMachine).start();
const ok = {
  type: 'LOGIN_SUCCEEDED' as const,
  userType: 'ADMIN' as const,
  companyDocument: 'A',
  viewable: ['A', 'B'],
};

describe('session machine (doc 1 §4, §6, §8)', () => {
  it('LOGIN → requesting → fulfilled remembers the company', () => {
    const a = start();
    a.send({ type: 'LOGIN' });
    expect(a.getSnapshot().value).toBe('requesting');
    a.send(ok);
    expect(a.getSnapshot().value).toBe('fulfilled');
    expect(a.getSnapshot().context.companyDocument).toBe('A');
  });
  it('rejects a SERVICE account with a permission reason', () => {
    const a = start();
    a.send({ type: 'LOGIN' });
    a.send({ ...ok, userType: 'SERVICE' });
    expect(a.getSnapshot().value).toBe('rejected');
    expect(a.getSnapshot().context.rejection).toBe('permission');
  });
  it('a 403 answer is the permission error (the simulator refuses SERVICE itself)', () => {
    const a = start();
    a.send({ type: 'LOGIN' });
    a.send({ type: 'LOGIN_FAILED', status: 403 });
    expect(a.getSnapshot().value).toBe('rejected');
    expect(a.getSnapshot().context.rejection).toBe('permission');
  });
  it('a 401 is wrong credentials, anything else a generic error', () => {
    const a = start();
    a.send({ type: 'LOGIN' });
    a.send({ type: 'LOGIN_FAILED', status: 401 });
    expect(a.getSnapshot().context.rejection).toBe('credentials');
    a.send({ type: 'LOGIN' });
    a.send({ type: 'LOGIN_FAILED', status: 500 });
    expect(a.getSnapshot().context.rejection).toBe('error');
    a.send({ type: 'LOGIN' });
    a.send({ type: 'LOGIN_FAILED', status: null });
    expect(a.getSnapshot().context.rejection).toBe('error');
  });
  it('switches only to a viewable company (token changed) and stays signed in', () => {
    const a = start();
    a.send({ type: 'LOGIN' });
    a.send(ok);
    expect(a.getSnapshot().can({ type: 'COMPANY_SWITCHED', companyDocument: 'Z' })).toBe(false);
    a.send({ type: 'COMPANY_SWITCHED', companyDocument: 'B' });
    expect(a.getSnapshot().value).toBe('fulfilled');
    expect(a.getSnapshot().context.companyDocument).toBe('B');
  });
  it('SIGN_OUT and SESSION_EXPIRED end the session; neither is allowed signed out', () => {
    for (const type of ['SIGN_OUT', 'SESSION_EXPIRED'] as const) {
      const a = start();
      expect(a.getSnapshot().can({ type })).toBe(false);
      a.send({ type: 'LOGIN' });
      a.send(ok);
      a.send({ type });
      expect(a.getSnapshot().value).toBe('signedOut');
      expect(a.getSnapshot().context.userType).toBeNull();
    }
  });
  it('refuses LOGIN while a request is running or when signed in', () => {
    const a = start();
    a.send({ type: 'LOGIN' });
    expect(a.getSnapshot().can({ type: 'LOGIN' })).toBe(false);
    a.send(ok);
    expect(a.getSnapshot().can({ type: 'LOGIN' })).toBe(false);
  });
  it('RESTORED signs a stored session in without a request, only from signedOut', () => {
    const restored = {
      type: 'RESTORED' as const,
      userType: 'USER' as const,
      companyDocument: 'B',
      viewable: ['A', 'B'],
    };
    const a = start();
    a.send(restored);
    expect(a.getSnapshot().value).toBe('fulfilled');
    expect(a.getSnapshot().context.companyDocument).toBe('B');
    expect(a.getSnapshot().context.viewable).toEqual(['A', 'B']);
    expect(a.getSnapshot().can(restored)).toBe(false);
    a.send({ type: 'LOGIN' });
    expect(a.getSnapshot().value).toBe('fulfilled');
  });
  it('RESTORED refuses a SERVICE user or a company the user may not view', () => {
    const base = { type: 'RESTORED' as const, companyDocument: 'A', viewable: ['A'] };
    expect(
      start()
        .getSnapshot()
        .can({ ...base, userType: 'SERVICE' }),
    ).toBe(false);
    expect(
      start()
        .getSnapshot()
        .can({ ...base, userType: 'ADMIN', companyDocument: 'Z' }),
    ).toBe(false);
    const a = start();
    a.send({ type: 'LOGIN' });
    expect(a.getSnapshot().can({ ...base, userType: 'ADMIN' })).toBe(false);
  });
});
