import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import { platformRedirectTarget } from '../../../src/services/platform';
import {
  companyKey,
  createQueryClient,
  DEVICES_REFRESH_MS,
  INDICATORS_REFRESH_MS,
  OPERATIONAL_REFRESH_MS,
  REFRESH,
  refreshAllData,
  shouldRetry,
  TV_REFRESH_MS,
} from '../../../src/services/query-client';

describe('platform redirect (doc 1 §7.2)', () => {
  const here = 'https://console.example.com';
  it('redirects to a urlPlatform on another address', () => {
    expect(platformRedirectTarget('https://new.example.com', here)).toBe('https://new.example.com/');
    expect(platformRedirectTarget(' https://new.example.com/app ', here)).toBe('https://new.example.com/app');
    expect(platformRedirectTarget('http://console.example.com', here)).toBe('http://console.example.com/');
  });
  it('stays when urlPlatform is empty, the same address, unreadable or not http(s)', () => {
    for (const url of [
      null,
      undefined,
      '',
      '  ',
      'https://console.example.com',
      'https://console.example.com/x',
      'not a url',
      'javascript:alert(1)',
    ]) {
      expect(platformRedirectTarget(url, here), String(url)).toBeNull();
    }
  });
});

describe('query cache (doc 1 §7.1)', () => {
  it('exports the refresh presets', () => {
    expect(OPERATIONAL_REFRESH_MS).toBe(30_000);
    expect(INDICATORS_REFRESH_MS).toBe(300_000);
    expect(TV_REFRESH_MS).toBe(30_000);
    expect(DEVICES_REFRESH_MS).toBe(15_000);
    expect(REFRESH.operational.refetchInterval).toBe(30_000);
    expect(REFRESH.none.refetchInterval).toBe(false);
  });
  it('refreshes on focus, reconnect and mount, with no interval by default', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(q?.refetchOnWindowFocus).toBe(true);
    expect(q?.refetchOnReconnect).toBe(true);
    expect(q?.refetchOnMount).toBe(true);
    expect(q?.refetchInterval).toBe(false);
  });
  it('retries network errors only (an error answer was already toasted)', () => {
    const network = new FetchError('x');
    expect(shouldRetry(0, network)).toBe(true);
    expect(shouldRetry(2, network)).toBe(false);
    const answered = Object.assign(new FetchError('y'), {});
    Object.defineProperty(answered, 'response', { value: new Response(null, { status: 500 }) });
    expect(shouldRetry(0, answered)).toBe(false);
    expect(shouldRetry(0, new Error('other'))).toBe(false);
  });
  it('keys data by the viewed company, so a switch refetches everything', () => {
    expect(companyKey('A', 'companies')).not.toEqual(companyKey('B', 'companies'));
    expect(companyKey(null, 'x')).toEqual(['company', 'none', 'x']);
  });
  it('a switch drops the other companies and refetches what is not company scoped', async () => {
    const client = createQueryClient();
    client.setQueryData(companyKey('A', 'companies'), [1]);
    client.setQueryData(companyKey('B', 'companies'), [2]);
    client.setQueryData(['languages'], ['pt-BR']);
    await refreshAllData(client, 'B');
    expect(client.getQueryData(companyKey('A', 'companies'))).toBeUndefined();
    expect(client.getQueryData(companyKey('B', 'companies'))).toEqual([2]);
    expect(client.getQueryState(['languages'])?.isInvalidated).toBe(true);
  });
});
