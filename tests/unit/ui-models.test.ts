import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scenarioMachines } from '../../simulator/scenarios/registry';
import { UI_MODEL_DIR, uiModelsOf } from '../../simulator/scenarios/ui-run';

// issue 19 "a machine added by another issue without a UI model fails a check that names it": the
// scenario registry (every lifecycle machine) against tests/e2e/model/<machine>.spec.ts, both ways —
// a machine without its model, and a model file named after no registered machine (a renamed or
// removed machine leaves its model behind).
const modelled = readdirSync(UI_MODEL_DIR)
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => f.slice(0, -'.spec.ts'.length));
const registered = scenarioMachines.map((m) => m.name);

describe('UI models against the scenario registry', () => {
  it('every registered machine has a UI model (the same lookup `npm run scenarios -- --ui` makes)', () => {
    expect(uiModelsOf(registered).missing).toEqual([]);
  });

  it('every UI model walks a registered machine', () => {
    expect(modelled.filter((name) => !registered.includes(name))).toEqual([]);
    expect(modelled).toHaveLength(registered.length);
  });
});
