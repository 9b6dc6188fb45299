import { describe, expect, it } from 'vitest';
import { SimClient, simulator } from './sim-client';

// issue 19: the control page starts scenario runs through the control API and reads their report.
const app = simulator();

async function finished(sim: SimClient, id: string) {
  for (let i = 0; i < 600; i++) {
    const run = (await sim.get(`/__sim/scenarios/runs/${id}`)).json();
    if (run.status !== 'running') return run;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`run ${id} never ended`);
}

describe('/__sim/scenarios', () => {
  it('lists the machines; runs one machine’s paths (one run at a time), then answers its report', async () => {
    const sim = new SimClient(app);
    const { machines, uiModels } = (await sim.get('/__sim/scenarios/machines')).json();
    expect(machines).toEqual(expect.arrayContaining(['survey', 'session']));
    // the machines with a UI model (tests/e2e/model), which a level "ui" run walks in the browser
    expect(uiModels).toEqual(expect.arrayContaining(['survey', 'session', 'nps-record']));
    expect(machines).toEqual(expect.arrayContaining(uiModels));

    const started = await sim.request('POST', '/__sim/scenarios/runs', {
      body: { machines: ['survey'], walks: 0 },
    });
    expect(started.statusCode).toBe(202);
    const { id } = started.json();
    expect(started.json()).toMatchObject({ status: 'running', request: { machines: ['survey'], walks: 0 } });
    const again = await sim.request('POST', '/__sim/scenarios/runs', { body: { machines: ['survey'] } });
    expect(again.statusCode).toBe(409);

    const run = await finished(sim, id);
    expect(run.status).toBe('done');
    expect(run.progress.done).toBe(run.progress.total);
    expect(run.report.totals.failed).toBe(0);
    const survey = run.report.coverage.api.find((m: { machine: string }) => m.machine === 'survey');
    expect(survey.transitions.covered.length).toBe(survey.transitions.all.length);

    const html = await sim.get(`/__sim/scenarios/runs/${id}/report`);
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.body).toContain('survey');
    expect((await sim.get('/__sim/scenarios/runs')).json().runs[0]).not.toHaveProperty('report');

    const replay = await sim.request('POST', '/__sim/scenarios/runs', { body: { replay: ['survey:0'] } });
    expect(replay.statusCode).toBe(202);
    expect((await finished(sim, replay.json().id)).report.totals.paths).toBe(1);
  }, 120_000);

  it('refuses an unknown machine, a malformed path id or field (400), an unknown run (404); starts nothing', async () => {
    const sim = new SimClient(app);
    const before = (await sim.get('/__sim/scenarios/runs')).json().runs.length;
    for (const body of [
      { machines: ['nope'] },
      { replay: ['survey'] },
      { replay: ['nope:0'] },
      { walks: -1 },
      { level: 'browser' },
      { extra: 1 },
    ]) {
      expect((await sim.request('POST', '/__sim/scenarios/runs', { body })).statusCode).toBe(400);
    }
    expect((await sim.get('/__sim/scenarios/runs')).json().runs.length).toBe(before);
    expect((await sim.get('/__sim/scenarios/runs/run-999')).statusCode).toBe(404);
    expect((await sim.get('/__sim/scenarios/runs/x')).statusCode).toBe(400);
  });
});
