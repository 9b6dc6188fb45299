import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../simulator/i18n/messages/platform';
import { formatRegisterMessage, REGISTER_MESSAGES } from '../../simulator/i18n/messages/registers';
import { DEMO_VEHICLE_IDS } from '../../simulator/seed/demo/vehicles';
import { call, expectBadRequest, expectStatus, principal, subsidiary1, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// The users register (doc 3 §2 "Users", §3, §5 "User create", §6, §7 GET/POST /users, PUT
// /users/{id} without password, PUT /users/password/{id}).
const app = simulator();

async function setup(user = 'admin', company?: string) {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, user, company) };
}

const NEW = {
  userName: 'Nova.Pessoa',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  name: 'Nova Pessoa',
  type: 'USER',
  document: '',
  email: 'nova@demo.example',
  phoneNumber: '(11) 98888-7777',
};
const loginAs = async (sim: SimClient, username: string, password: string) =>
  (await sim.request('POST', '/api/auth/login', { body: { username, password } })).statusCode;

describe('GET /users for the register', () => {
  it('pages the group’s users with their company, filters by name, type and status', async () => {
    const s = await setup();
    const page = expectStatus(await call(s.sim, s.token, 'GET', '/api/users?page=1&take=25'), 200);
    expect(page.total).toBeGreaterThan(25);
    expect(page.users).toHaveLength(25);
    expect(page.users[0].company).toEqual({
      fantasyName: expect.any(String),
      corporateName: expect.any(String),
    });
    const drivers = expectStatus(await call(s.sim, s.token, 'GET', '/api/users?type=DRIVER&take=200'), 200);
    expect(drivers.users.every((u: { type: string }) => u.type === 'DRIVER')).toBe(true);
    expect(drivers.users.every((u: { profile: { vehicleId: string | null } }) => u.profile.vehicleId)).toBe(
      true,
    );
    const inactive = expectStatus(
      await call(s.sim, s.token, 'GET', '/api/users?isActive=false&take=200'),
      200,
    );
    expect(inactive.total).toBeGreaterThan(0);
    const byName = expectStatus(await call(s.sim, s.token, 'GET', '/api/users?name=davi'), 200);
    expect(byName.users.map((u: { userName: string }) => u.userName)).toContain('driver');
  });
});

describe('POST /users (doc 3 §5)', () => {
  it('registers a user (user name lower-cased, name upper-cased, password hashed) who can sign in', async () => {
    const s = await setup();
    const created = expectStatus(await call(s.sim, s.token, 'POST', '/api/users', NEW), 201);
    expect(created.message).toBe(formatRegisterMessage('en-US', 'userCreated'));
    expect(created.user).toMatchObject({
      userName: 'nova.pessoa',
      type: 'USER',
      isActive: true,
      companyDocument: principal,
      profile: { name: 'NOVA PESSOA', phoneNumber: '11988887777', lineColor: '#01579B', vehicleId: null },
    });
    expect(JSON.stringify(created)).not.toMatch(/segredo1|passwordHash/);
    expect(await loginAs(s.sim, 'nova.pessoa', 'segredo1')).toBe(200);
    expectStatus(await call(s.sim, s.token, 'POST', '/api/users', NEW), 409);
  });

  it('registers a driver with a vehicle of the company; refuses one without (400 on vehicleId)', async () => {
    const s = await setup();
    const driver = { ...NEW, userName: 'motorista.novo', type: 'DRIVER' };
    expectBadRequest(await call(s.sim, s.token, 'POST', '/api/users', driver), 'vehicleId');
    expectBadRequest(
      await call(s.sim, s.token, 'POST', '/api/users', { ...driver, type: 'SELLER' }),
      'vehicleId',
    );
    const res = await call(s.sim, s.token, 'POST', '/api/users', { ...driver, vehicleId: 'VEH-9999' });
    expect(expectStatus(res, 400).message).toBe(REGISTER_MESSAGES.userUnknownVehicle('VEH-9999'));
    const ok = expectStatus(
      await call(s.sim, s.token, 'POST', '/api/users', { ...driver, vehicleId: DEMO_VEHICLE_IDS.driver }),
      201,
    );
    expect(ok.user.profile.vehicleId).toBe(DEMO_VEHICLE_IDS.driver);
  });

  it.each([
    ['passwords that differ', { confirmPassword: 'outra' }, 'confirmPassword'],
    ['no user name', { userName: '' }, 'userName'],
    ['no name', { name: undefined }, 'name'],
    ['an unknown type', { type: 'BOSS' }, 'type'],
    ['an invalid CPF', { document: '12345678901' }, 'document'],
    ['an invalid e-mail', { email: 'nope' }, 'email'],
    ['a short password', { password: 'ab', confirmPassword: 'ab' }, 'password'],
  ])('answers 400 for %s and registers nobody', async (_, change, field) => {
    const s = await setup();
    const before = expectStatus(await call(s.sim, s.token, 'GET', '/api/users'), 200).total;
    expectBadRequest(await call(s.sim, s.token, 'POST', '/api/users', { ...NEW, ...change }), field);
    expect(expectStatus(await call(s.sim, s.token, 'GET', '/api/users'), 200).total).toBe(before);
  });

  it('registers in the viewed company; refuses a non-ADMIN (403)', async () => {
    const sub = await setup('admin', subsidiary1);
    const created = expectStatus(
      await call(sub.sim, sub.token, 'POST', '/api/users', { ...NEW, userName: 'filial.um' }),
      201,
    );
    expect(created.user.companyDocument).toBe(subsidiary1);
    const op = await setup('operator');
    const res = await call(op.sim, op.token, 'POST', '/api/users', { ...NEW, userName: 'nao.pode' });
    expect(expectStatus(res, 403).message).toBe(REGISTER_MESSAGES.userNotManaged);
  });
});

describe('PUT /users/{id} (register edit, without password)', () => {
  it('edits profile, type and status, never the user name nor the password', async () => {
    const s = await setup();
    const body = {
      name: 'Otávio Editado',
      type: 'SELLER',
      vehicleId: DEMO_VEHICLE_IDS.seller,
      isActive: false,
      email: '',
      password: 'hack',
      userName: 'x',
    };
    const res = expectStatus(await call(s.sim, s.token, 'PUT', '/api/users/usr-operator', body), 200);
    expect(res.message).toBe(formatRegisterMessage('en-US', 'userUpdated'));
    expect(res.user).toMatchObject({
      userName: 'operator',
      type: 'SELLER',
      isActive: false,
      profile: { name: 'OTÁVIO EDITADO', vehicleId: DEMO_VEHICLE_IDS.seller },
    });
    expect(await loginAs(s.sim, 'operator', 'hack')).toBe(401);
  });

  it('refuses a driver without a vehicle (400), another company’s user (403), an unknown one (404)', async () => {
    const s = await setup();
    expectBadRequest(
      await call(s.sim, s.token, 'PUT', '/api/users/usr-driver', {
        name: 'Davi',
        type: 'DRIVER',
        vehicleId: null,
      }),
      'vehicleId',
    );
    expectBadRequest(await call(s.sim, s.token, 'PUT', '/api/users/usr-driver', { type: 'DRIVER' }), 'name');
    const other = await call(s.sim, s.token, 'PUT', '/api/users/usr-outsider', { name: 'X', type: 'USER' });
    expect(expectStatus(other, 403).message).toBe(MESSAGES.userNotEditable);
    expectStatus(await call(s.sim, s.token, 'PUT', '/api/users/usr-nope', { name: 'X', type: 'USER' }), 404);
    const op = await setup('operator');
    expectStatus(
      await call(op.sim, op.token, 'PUT', '/api/users/usr-operator', { name: 'X', type: 'ADMIN' }),
      403,
    );
  });
});

describe('PUT /users/password/{id}', () => {
  it('changes the password (hashed): the new one signs in, the old one no longer', async () => {
    const s = await setup();
    const res = await call(s.sim, s.token, 'PUT', '/api/users/password/usr-driver', {
      newPassword: 'nova123',
      confirmPassword: 'nova123',
    });
    expect(expectStatus(res, 200).message).toBe(formatRegisterMessage('en-US', 'passwordChanged'));
    expect(await loginAs(s.sim, 'driver', 'nova123')).toBe(200);
    expect(await loginAs(s.sim, 'driver', 'demo')).toBe(401);
  });

  it('needs newPassword, equal confirmation; lets a user change its own; refuses others (403)', async () => {
    const s = await setup();
    expectBadRequest(await call(s.sim, s.token, 'PUT', '/api/users/password/usr-driver', {}), 'newPassword');
    expectBadRequest(
      await call(s.sim, s.token, 'PUT', '/api/users/password/usr-driver', {
        newPassword: 'abcd',
        confirmPassword: 'abce',
      }),
      'confirmPassword',
    );
    const op = await setup('operator');
    expectStatus(
      await call(op.sim, op.token, 'PUT', '/api/users/password/usr-operator', { newPassword: 'minha1' }),
      200,
    );
    expectStatus(
      await call(op.sim, op.token, 'PUT', '/api/users/password/usr-admin', { newPassword: 'minha1' }),
      403,
    );
    expectStatus(
      await call(s.sim, s.token, 'PUT', '/api/users/password/usr-outsider', { newPassword: 'minha1' }),
      403,
    );
    expectStatus(
      await call(s.sim, s.token, 'PUT', '/api/users/password/usr-nope', { newPassword: 'minha1' }),
      404,
    );
  });
});
