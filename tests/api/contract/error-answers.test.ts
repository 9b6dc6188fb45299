import { describe, expect, it } from 'vitest';
import { errorStatuses, type OperationFacts } from '../../../simulator/openapi/error-answers';
import { operationIdOf } from '../../../simulator/openapi/finish';

// issue 28: the error answers /docs declares for an operation follow from what it does
// (simulator/openapi/error-answers.ts); the answers themselves are checked in openapi-answers.test.ts.

const op = (facts: Partial<OperationFacts> & Pick<OperationFacts, 'method' | 'path'>): OperationFacts => ({
  signedIn: false,
  hasPathParams: false,
  hasBody: false,
  ...facts,
});

describe('errorStatuses', () => {
  it('a signed-in read: bad input, no token, a company not viewable', () => {
    expect(errorStatuses(op({ method: 'get', path: '/api/orders', signedIn: true }))).toEqual([
      400, 401, 403,
    ]);
  });

  it('a signed-in read of one record adds 404', () => {
    const read = op({ method: 'get', path: '/api/orders/{id}', signedIn: true, hasPathParams: true });
    expect(errorStatuses(read)).toEqual([400, 401, 403, 404]);
  });

  it('a platform change with a body: records named in it (404), refused (409), body limits', () => {
    const change = op({ method: 'post', path: '/api/inbound', signedIn: true, hasBody: true });
    expect(errorStatuses(change)).toEqual([400, 401, 403, 404, 409, 413, 415]);
  });

  it('sign-in: wrong credentials, a SERVICE account, a locked name; never 404 or 409', () => {
    const login = op({ method: 'post', path: '/api/auth/login', hasBody: true });
    expect(errorStatuses(login)).toEqual([400, 401, 403, 413, 415, 429]);
  });

  it('a control call refuses only what its handler does', () => {
    expect(errorStatuses(op({ method: 'put', path: '/__sim/clock', hasBody: true }))).toEqual([
      400, 413, 415,
    ]);
    const replay = op({ method: 'get', path: '/__sim/devices/replays/{id}', hasPathParams: true });
    expect(errorStatuses(replay)).toEqual([400, 404, 409]);
  });
});

describe('operationIdOf', () => {
  it('is the method and the path, `/api` left out, parameters as By…', () => {
    expect(operationIdOf('get', '/api/orders/{id}')).toBe('getOrdersById');
    expect(operationIdOf('post', '/__sim/devices/replays/{id}/stop')).toBe('postSimDevicesReplaysByIdStop');
    expect(operationIdOf('put', '/api/company-settings/{company_id}')).toBe('putCompanySettingsByCompanyId');
  });
});
