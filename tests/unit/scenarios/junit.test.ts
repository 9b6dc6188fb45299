import { describe, expect, it } from 'vitest';
import { renderJunit } from '../../../simulator/scenarios/junit';
import type { ScenarioReport } from '../../../simulator/scenarios/report';

// --junit (issue 28): one testcase per path, a failure naming its step and replay, skipped paths.

const step = (index: number, event: string, error?: string) => ({
  index,
  event,
  refused: false,
  state: 'x',
  expected: null,
  actual: null,
  ms: 1,
  ...(error ? { error } : {}),
});

const report: ScenarioReport = {
  generatedAt: '2026-12-07T19:00:00.000Z',
  options: { machines: ['survey', 'route'], walks: 0, length: 1, seed: 1, workers: 1 },
  target: { url: 'http://sim:3000', sessions: ['ci'] },
  leftOut: [{ id: 'route:0.9', reason: 'ITEMS_CHANGED: store only' }],
  timings: { generateMs: 1, runMs: 2500, shrinkMs: 0 },
  totals: { paths: 2, failed: 1, steps: 4 },
  coverage: { api: [], ui: [], merged: [] },
  ui: [],
  paths: [
    { id: 'survey:0.4', machine: 'survey', kind: 'transition', ok: true, events: [], ms: 12.5 },
    {
      id: 'survey:0.4.7',
      machine: 'survey',
      kind: 'walk',
      note: '(walk 1 of seed 1)',
      ok: false,
      events: [],
      ms: 30,
    },
  ],
  failures: [
    {
      id: 'survey:0.4.7',
      error: 'PUT /nps/NPS-OPEN: expected 200, got 500 <"&">',
      steps: [
        step(-1, '(set-up)'),
        step(0, 'LOADED'),
        step(1, 'SEND{"rating":5}', 'PUT /nps/NPS-OPEN: expected 200, got 500 <"&">'),
      ],
      shrunk: null,
      replay: 'npm run scenarios -- --replay survey:0.4.7 --url http://sim:3000 --session ci',
      session: 'ci',
      journal: [{ seq: 7, method: 'PUT', url: '/api/nps/NPS-OPEN', status: 500 }],
    },
  ],
};

describe('renderJunit', () => {
  const xml = renderJunit(report);

  it('has one testcase per path and one per path left out, counted per machine', () => {
    expect(xml.match(/<testcase /g)).toHaveLength(3);
    expect(xml).toContain('<testsuites name="scenarios against http://sim:3000" tests="3" failures="1"');
    expect(xml).toContain(
      '<testsuite name="survey" tests="2" failures="1" errors="0" skipped="0" time="0.043"',
    );
    expect(xml).toMatch(
      /<testcase classname="scenarios.route" name="route:0.9" time="0"><skipped message="ITEMS_CHANGED: store only"\/>/,
    );
  });

  it("names the failing step in the failure's message; its text carries the journal and the replay", () => {
    expect(xml).toContain(
      '<failure message="step 2 SEND{&quot;rating&quot;:5}: PUT /nps/NPS-OPEN: expected 200, got 500 &lt;&quot;&amp;&quot;&gt;" type="ScenarioFailure">',
    );
    expect(xml).toContain('#7  PUT /api/nps/NPS-OPEN → 500');
    expect(xml).toContain(
      'replay: npm run scenarios -- --replay survey:0.4.7 --url http://sim:3000 --session ci',
    );
    expect(xml).toContain('name="survey:0.4.7 (walk) (walk 1 of seed 1)"');
  });

  it('leaves nothing unescaped: no raw quote or angle bracket inside an attribute', () => {
    for (const attr of xml.match(/message="[^"]*"/g) ?? [])
      expect(attr).not.toMatch(/[<>&](?!amp;|lt;|gt;|quot;|apos;)/);
  });
});
