import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../simulator/i18n/messages/order-errors';
import { formatOrderMessage } from '../../simulator/i18n/messages/orders';
import { DEMO_NPS_IDS } from '../../simulator/seed/demo/order-ids';
import { call, expectBadRequest, expectStatus, principal, subsidiary1, tokenFor } from './orders-helpers';
import { SimClient, simulator } from './sim-client';

// NPS management (doc 2 §2 NPS page, §3, §4, §7); resolve and resend run the nps-record machine.
const app = simulator();

async function setup() {
  const sim = new SimClient(app);
  return { sim, token: await tokenFor(sim, 'admin') };
}

describe('GET /nps, /nps/summary, /nps/:id', () => {
  it('lists the viewed company records newest first with nps and total', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(await call(sim, token, 'GET', '/api/nps?page=1&take=10'), 200);
    expect(Object.keys(body).sort()).toEqual(['nps', 'total']);
    expect(body.nps).toHaveLength(10);
    expect(body.total).toBeGreaterThan(40);
    expect(body.nps.every((n: { companyDocument: string }) => n.companyDocument === principal)).toBe(true);
    expect(body.nps[0]).toMatchObject({
      url: expect.stringMatching(/^\/survey\/[^/]+\/0$/),
      order: { orderNumber: expect.any(String) },
    });
    const sub = expectStatus(
      await call(sim, await tokenFor(sim, 'admin', subsidiary1), 'GET', '/api/nps'),
      200,
    );
    expect(sub.nps.every((n: { companyDocument: string }) => n.companyDocument === subsidiary1)).toBe(true);
    expect(
      expectStatus(await call(sim, token, 'GET', '/api/nps?dates=2030-01-01T2030-01-02'), 200).total,
    ).toBe(0);
    expectBadRequest(await call(sim, token, 'GET', '/api/nps?dates=yesterday'));
  });

  it('summarises not answered, promoter, neutral, detrator and the average (doc 2 §9 bands)', async () => {
    const { sim, token } = await setup();
    const summary = expectStatus(await call(sim, token, 'GET', '/api/nps/summary'), 200);
    expect(Object.keys(summary).sort()).toEqual([
      'average',
      'detrator',
      'neutral',
      'notAnswered',
      'promoter',
    ]);
    const { nps } = expectStatus(await call(sim, token, 'GET', '/api/nps?take=200'), 200);
    const answered = nps.filter((n: { answered: boolean }) => n.answered) as Array<{ rating: number }>;
    expect(summary.notAnswered).toBe(nps.length - answered.length);
    expect(summary.promoter).toBe(answered.filter((n) => n.rating >= 9).length);
    expect(summary.neutral).toBe(answered.filter((n) => n.rating === 7 || n.rating === 8).length);
    expect(summary.detrator).toBe(answered.filter((n) => n.rating < 7).length);
    const avg = answered.reduce((s, n) => s + n.rating, 0) / answered.length;
    expect(summary.average).toBeCloseTo(avg, 2);
  });

  it('links each record to the public survey page /survey/{code}/{rate}, with no rate chosen (doc 1 §2.1, §2.5)', async () => {
    const { sim, token } = await setup();
    const record = expectStatus(await call(sim, token, 'GET', `/api/nps/${DEMO_NPS_IDS.unanswered}`), 200);
    expect(record.url).toBe(`/survey/${encodeURIComponent(record.code)}/0`);
    // the link's code is the one the public page loads the survey by
    const [, page, code, rate] = (record.url as string).split('/');
    expect([page, rate]).toEqual(['survey', '0']);
    expect(expectStatus(await sim.request('GET', `/api/nps/verify/${code}`), 200)).toMatchObject({
      answered: false,
    });
  });
  it('answers one record; 403 another company; 404 unknown', async () => {
    const { sim, token } = await setup();
    expect(
      expectStatus(await call(sim, token, 'GET', `/api/nps/${DEMO_NPS_IDS.detractor}`), 200),
    ).toMatchObject({ rating: 3, answered: true, treated: false });
    expectStatus(await call(sim, token, 'GET', `/api/nps/${DEMO_NPS_IDS.outsider}`), 403);
    expectStatus(await call(sim, token, 'GET', '/api/nps/nps-nope'), 404);
  });
});

describe('PATCH /nps/resolution/:id (doc 2 §4: treated only below 7)', () => {
  it('treats a detractor', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(sim, token, 'PATCH', `/api/nps/resolution/${DEMO_NPS_IDS.detractor}`, {
        resolution: 'Cupom enviado',
      }),
      200,
    );
    expect(body.message).toBe(formatOrderMessage('en-US', 'npsResolved'));
    expect(body.nps).toMatchObject({
      treated: true,
      resolution: 'Cupom enviado',
      dateResolution: expect.any(String),
    });
  });
  it.each([
    ['a promoter', DEMO_NPS_IDS.promoter],
    ['a neutral', DEMO_NPS_IDS.neutral],
    ['an unanswered survey', DEMO_NPS_IDS.unanswered],
    ['a treated one', DEMO_NPS_IDS.treated],
  ])('answers 409 for %s and changes nothing', async (_, id) => {
    const { sim, token } = await setup();
    const before = expectStatus(await call(sim, token, 'GET', `/api/nps/${id}`), 200);
    expect(
      expectStatus(await call(sim, token, 'PATCH', `/api/nps/resolution/${id}`, { resolution: 'x' }), 409)
        .message,
    ).toBe(ORDER_MESSAGES.npsRefusedResolve);
    expect(expectStatus(await call(sim, token, 'GET', `/api/nps/${id}`), 200)).toEqual(before);
  });
  it('answers 400 without a resolution and 403 for another company', async () => {
    const { sim, token } = await setup();
    expectBadRequest(
      await call(sim, token, 'PATCH', `/api/nps/resolution/${DEMO_NPS_IDS.detractor}`, { resolution: '' }),
      'resolution',
    );
    expectStatus(
      await call(sim, token, 'PATCH', `/api/nps/resolution/${DEMO_NPS_IDS.outsider}`, { resolution: 'x' }),
      403,
    );
  });
});

describe('POST /nps/resend/:id', () => {
  it('resends an unanswered survey; 409 once answered', async () => {
    const { sim, token } = await setup();
    const body = expectStatus(
      await call(sim, token, 'POST', `/api/nps/resend/${DEMO_NPS_IDS.unanswered}`),
      200,
    );
    expect(body.nps.sentCount).toBe(2);
    expect(
      expectStatus(await call(sim, token, 'POST', `/api/nps/resend/${DEMO_NPS_IDS.promoter}`), 409).message,
    ).toBe(ORDER_MESSAGES.npsRefusedResend);
  });
  it('answers the success message in the Accept-Language the console sends; pt-BR by default (doc 1 §1, §8)', async () => {
    const { sim, token } = await setup();
    const resend = async (language?: string) =>
      expectStatus(
        await sim.request('POST', `/api/nps/resend/${DEMO_NPS_IDS.unanswered}`, {
          token,
          headers: { 'accept-language': language }, // undefined: no Accept-Language at all
        }),
        200,
      ).message;
    expect(await resend('pt-BR')).toBe('Pesquisa reenviada');
    expect(await resend('en-US')).toBe('Survey sent again');
    expect(await resend('es')).toBe('Encuesta reenviada');
    // a browser-style list, by preference; a primary subtag alone; nothing, or nothing known: pt-BR
    expect(await resend('fr-FR,es-AR;q=0.9,en;q=0.8')).toBe('Encuesta reenviada');
    expect(await resend('en')).toBe('Survey sent again');
    expect(await resend()).toBe('Pesquisa reenviada');
    expect(await resend('de-DE')).toBe('Pesquisa reenviada');
  });
  it('after the customer answers on the public page the record is answered and resend is refused', async () => {
    const { sim, token } = await setup();
    const { code } = expectStatus(await call(sim, token, 'GET', `/api/nps/${DEMO_NPS_IDS.unanswered}`), 200);
    expectStatus(await sim.request('PUT', `/api/nps/${code}`, { body: { rating: 4 } }), 200);
    expect(
      expectStatus(await call(sim, token, 'GET', `/api/nps/${DEMO_NPS_IDS.unanswered}`), 200),
    ).toMatchObject({ answered: true, rating: 4 });
    expectStatus(await call(sim, token, 'POST', `/api/nps/resend/${DEMO_NPS_IDS.unanswered}`), 409);
    expectStatus(
      await call(sim, token, 'PATCH', `/api/nps/resolution/${DEMO_NPS_IDS.unanswered}`, {
        resolution: 'Ligamos',
      }),
      200,
    );
  });
});
