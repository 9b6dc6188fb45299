import { describe, expect, it } from 'vitest';
import { SimClient, simulator } from '../api/sim-client';
import { scenariosOf, TransitionCoverage } from './machine-paths';
import { type MachineModel, runScenario } from './scenario-runner';
import { sessionModel } from './session.model';
import { surveyModel } from './survey.model';

// DESIGN §7: paths generated from the lifecycle machines are driven against the simulator; after
// every step the machine's state must match what the API shows, and every transition of every
// machine must have been walked. Each scenario runs in its own x-sim-session.
const app = simulator();

// biome-ignore lint/suspicious/noExplicitAny: one list over models of different machines
const models: Array<MachineModel<any, any>> = [sessionModel, surveyModel];

describe.each(models)('$name machine against the simulator', (model) => {
  const coverage = new TransitionCoverage(model.machine);
  const scenarios = scenariosOf(model.machine, model.events);

  it.each(scenarios)('$name', async (scenario) => {
    await runScenario(model, scenario, new SimClient(app), coverage);
  });

  it('walked every transition of the machine', () => {
    expect(coverage.total).toBeGreaterThan(0);
    expect(coverage.uncovered()).toEqual([]);
  });
});
