import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../simulator/i18n/messages/platform';
import { formatPlatformSuccess } from '../../simulator/i18n/messages/platform-success';
import { PRINCIPAL_NPS_TEXT, XSS_NPS_TEXT } from '../../simulator/seed/demo/configurations';
import { SimClient, simulator } from './sim-client';

// The survey is public (doc 1 §2.1 /survey/{code}/{rate}): no 401/403 cases.
const app = simulator();
const verify = (sim: SimClient, code: string) => sim.get(`/api/nps/verify/${code}`);
const answer = (sim: SimClient, code: string, body: unknown) =>
  sim.request('PUT', `/api/nps/${code}`, { body });

describe('GET /nps/verify/:code (doc 1 §2.5, §3.5)', () => {
  const sim = new SimClient(app);

  it('answers an unanswered survey with the principal HTML invitation and logo', async () => {
    const res = await verify(sim, 'NPS-OPEN');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'NPS-OPEN',
      answered: false,
      rating: null,
      configuration: { npsText: PRINCIPAL_NPS_TEXT },
      company: { fantasyName: 'Demo Logística', logo: expect.stringMatching(/^data:image\/svg\+xml/) },
    });
  });

  it('answers an answered survey', async () => {
    expect((await verify(sim, 'NPS-DONE')).json()).toMatchObject({ answered: true, rating: 9 });
  });

  it('stores the hostile invitation as it was written (the page must sanitise it)', async () => {
    expect((await verify(sim, 'NPS-XSS')).json().configuration.npsText).toBe(XSS_NPS_TEXT);
  });

  it('answers a null npsText for a company without one (default text on the page)', async () => {
    expect((await verify(sim, 'NPS-PLAIN')).json()).toMatchObject({
      answered: false,
      configuration: { npsText: null },
    });
  });

  it('answers 404 for an unknown code and 400 for an oversized one', async () => {
    const missing = await verify(sim, 'NPS-NOPE');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MESSAGES.surveyNotFound);
    expect((await verify(sim, 'X'.repeat(65))).statusCode).toBe(400);
  });
});

describe('PUT /nps/:code (doc 1 §4, §5, §7.2; surveyMachine SEND)', () => {
  it('answers an unanswered survey: data.status 200, then it reads as answered', async () => {
    const sim = new SimClient(app);
    const res = await answer(sim, 'NPS-OPEN', { rating: 8, reason: 'Bom' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { message: formatPlatformSuccess('en-US', 'surveyAnswered'), status: 200 },
    });
    expect((await verify(sim, 'NPS-OPEN')).json()).toMatchObject({ answered: true, rating: 8 });
  });

  it.each([1, 10])('accepts the bounds of the scale (%s)', async (rating) => {
    expect((await answer(new SimClient(app), 'NPS-PLAIN', { rating })).statusCode).toBe(200);
  });

  it('answers 409 for an answered survey and leaves it unchanged', async () => {
    const sim = new SimClient(app);
    const res = await answer(sim, 'NPS-DONE', { rating: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ statusCode: 409, error: 'Conflict', message: MESSAGES.surveyRefused });
    expect((await verify(sim, 'NPS-DONE')).json().rating).toBe(9);
  });

  it('answers 409 to a second answer and keeps the first', async () => {
    const sim = new SimClient(app);
    expect((await answer(sim, 'NPS-XSS', { rating: 6 })).statusCode).toBe(200);
    expect((await answer(sim, 'NPS-XSS', { rating: 3 })).statusCode).toBe(409);
    expect((await verify(sim, 'NPS-XSS')).json().rating).toBe(6);
  });

  it.each([
    ['rating 0', { rating: 0 }, 'validation.greaterThan'],
    ['rating 11', { rating: 11 }, 'validation.notGreaterThan'],
    ['a fractional rating', { rating: 5.5 }, 'validation.uninformed'],
    ['a rating as text', { rating: '7' }, 'validation.uninformed'],
    ['no rating', { reason: 'x' }, 'validation.required'],
  ])('answers 400 for %s and changes nothing', async (_, body, key) => {
    const sim = new SimClient(app);
    const res = await answer(sim, 'NPS-OPEN', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().problems[0]).toMatchObject({ field: 'rating', key });
    expect((await verify(sim, 'NPS-OPEN')).json()).toMatchObject({ answered: false, rating: null });
  });

  it('answers 404 for an unknown code', async () => {
    expect((await answer(new SimClient(app), 'NPS-NOPE', { rating: 5 })).statusCode).toBe(404);
  });
});
