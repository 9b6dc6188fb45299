import { describe, expect, it } from 'vitest';
import { readStoredSession, SESSION_KEY, toStoredSession } from '../../../src/services/session-store';

const user = {
  id: 'u1',
  userName: 'admin',
  profile: { name: 'Admin', document: '', email: '', phoneNumber: '', vehicleId: null, lineColor: '#01579B' },
  company: { fantasyName: 'Principal', corporateName: 'Principal SA' },
  companyDocument: '11222333000181',
  subsidiaries: [
    { company: { fantasyName: 'Filial 1', corporateName: 'Filial 1 SA' }, companyDocument: '22' },
  ],
  language: 'pt-BR',
  type: 'ADMIN',
  isActive: true,
};
const storage = (text: string | null) => ({ getItem: (key: string) => (key === SESSION_KEY ? text : null) });

describe('stored session (doc 1 §3.4, §8)', () => {
  it('reads a stored session; without a viewed company it views the user own company', () => {
    const read = readStoredSession(storage(JSON.stringify({ accessToken: 't', user })));
    expect(read.status).toBe('ok');
    if (read.status === 'ok') expect(read.session.companyDocument).toBe('11222333000181');
  });
  it('keeps the viewed company stored after a switch', () => {
    const read = readStoredSession(
      storage(JSON.stringify({ accessToken: 't', user, companyDocument: '22' })),
    );
    expect(read.status === 'ok' && read.session.companyDocument).toBe('22');
  });
  it('is empty when nothing is stored', () => {
    expect(readStoredSession(storage(null))).toEqual({ status: 'empty' });
    expect(readStoredSession(undefined)).toEqual({ status: 'empty' });
  });
  it('is unreadable with bad JSON or the wrong shape', () => {
    for (const text of [
      '{oops',
      '"text"',
      'null',
      '[]',
      JSON.stringify({ accessToken: '', user }),
      JSON.stringify({ accessToken: 't' }),
      JSON.stringify({ accessToken: 't', user: { ...user, type: 'ROOT' } }),
      JSON.stringify({ accessToken: 't', user: { ...user, subsidiaries: 'none' } }),
      JSON.stringify({ accessToken: 't', user: { ...user, id: 7 } }),
    ]) {
      expect(readStoredSession(storage(text)), text).toEqual({ status: 'unreadable' });
    }
  });
  it('checks a parsed value the same way', () => {
    expect(toStoredSession({ accessToken: 't', user })).toBeDefined();
    expect(toStoredSession({ user })).toBeUndefined();
  });
});
