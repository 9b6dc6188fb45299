import { describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES } from '../../../simulator/app';
import { shiftText } from '../../../src/control/clock-panel';
import { browserLanguage } from '../../../src/control/control-language';
import { REPLAY_BODY_LIMIT_BYTES, replayBodyBytes } from '../../../src/control/devices-panel';
import { EMPTY_STUB, stubInput } from '../../../src/control/stub-form';

describe('stub form (issue 29 control page)', () => {
  it('turns a form into the POST /__sim/stubs body: JSON body as JSON, other text as text', () => {
    expect(
      stubInput({
        ...EMPTY_STUB,
        path: ' /api/products/:code ',
        query: 'lang=pt&x=1',
        headers: 'X-Test: yes\n',
        bodyContains: 'abc',
        status: '201',
        responseHeaders: 'X-Stub: {{path.code}}',
        body: '{"code": "{{path.code}}"}',
        times: '2',
        note: ' two ',
      }),
    ).toEqual({
      input: {
        request: {
          method: 'GET',
          path: '/api/products/:code',
          query: { lang: 'pt', x: '1' },
          headers: { 'X-Test': 'yes' },
          bodyContains: 'abc',
        },
        response: { status: 201, headers: { 'X-Stub': '{{path.code}}' }, body: { code: '{{path.code}}' } },
        times: 2,
        note: 'two',
      },
    });
    expect(stubInput({ ...EMPTY_STUB, method: '*', path: '/api/*', body: 'plain {{now}}' })).toEqual({
      input: { request: { path: '/api/*' }, response: { status: 200, body: 'plain {{now}}' } },
    });
  });

  it('names what keeps a form from being sent', () => {
    expect(stubInput({ ...EMPTY_STUB })).toEqual({ problems: { path: 'required' } });
    expect(
      stubInput({ ...EMPTY_STUB, path: '/x', status: '99', times: '0', query: '=1', headers: 'no colon' }),
    ).toEqual({ problems: { status: 'number', times: 'number', query: 'pairs', headers: 'pairs' } });
  });
});

describe('control page small things (issue 29)', () => {
  it('follows the browser’s language among the three it has', () => {
    expect(browserLanguage(['es-AR', 'en'])).toBe('es');
    expect(browserLanguage(['fr', 'en-GB'])).toBe('en-US');
    expect(browserLanguage(['pt-PT'])).toBe('pt-BR');
    expect(browserLanguage(['de'])).toBe('pt-BR');
  });

  it('says how far a shifted clock is', () => {
    expect(shiftText(20_000)).toBe('+20 s');
    expect(shiftText(-30 * 60_000)).toBe('−30 min');
    expect(shiftText((24 * 60 + 125) * 60_000)).toBe('+1 d 2 h 5 min');
  });

  it('measures a replay against the simulator’s own body limit, escaping included', () => {
    expect(REPLAY_BODY_LIMIT_BYTES).toBe(BODY_LIMIT_BYTES);
    const line = '{"t":0,"topic":"wh/1/x","payload":{"a":"b"}}\n';
    const content = line.repeat(Math.ceil(1_000_000 / line.length));
    expect(content.length).toBeLessThan(REPLAY_BODY_LIMIT_BYTES);
    expect(replayBodyBytes('x.jsonl', content, 1)).toBeGreaterThan(REPLAY_BODY_LIMIT_BYTES);
  });
});
