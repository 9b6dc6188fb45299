import { describe, expect, it } from 'vitest';
import { mechanicChecklist, vehicleChecklist } from '../../simulator/seed/demo/checklists';
import { createPrng } from '../../simulator/seed/prng';
import { budgetTotals, checklistProblems } from '../../src/domain/checklists';
import { can, run, runFromStart } from '../../src/machines/ask';
import { checklistSaveLifecycle, checklistSaveMachine } from '../../src/machines/checklist-save.machine';

describe('checklistSaveMachine (doc 2 §2, §4)', () => {
  it('save only once modified, print only when not modified', () => {
    const loaded = runFromStart(checklistSaveMachine, [{ type: 'LOADED', exists: true }]);
    expect(loaded.value).toBe('saved');
    expect(loaded.can({ type: 'SAVE', mode: 'update' })).toBe(false);
    expect(loaded.can({ type: 'PRINT' })).toBe(true);
    const edited = runFromStart(checklistSaveMachine, [{ type: 'LOADED', exists: true }, { type: 'EDIT' }]);
    expect(edited.can({ type: 'PRINT' })).toBe(false);
    expect(edited.can({ type: 'SAVE', mode: 'update' })).toBe(true);
  });
  it('create posts and closes; update puts and comes back saved', () => {
    const created = runFromStart(checklistSaveMachine, [
      { type: 'LOADED', exists: false },
      { type: 'EDIT' },
      { type: 'SAVE', mode: 'create' },
    ]);
    expect(created.value).toBe('closed');
    const updated = runFromStart(checklistSaveMachine, [
      { type: 'LOADED', exists: true },
      { type: 'EDIT' },
      { type: 'SAVE', mode: 'update' },
    ]);
    expect(updated.value).toBe('saved');
    expect(
      runFromStart(checklistSaveMachine, [{ type: 'LOADED', exists: false }]).can({ type: 'PRINT' }),
    ).toBe(false);
  });
  it('the simulator: POST only without a stored checklist, PUT only with one', () => {
    expect(can(checklistSaveLifecycle, { exists: false }, { type: 'SAVE', mode: 'create' })).toBe(true);
    expect(can(checklistSaveLifecycle, { exists: true }, { type: 'SAVE', mode: 'create' })).toBe(false);
    expect(run(checklistSaveLifecycle, { exists: true }, [{ type: 'SAVE', mode: 'update' }]).ok).toBe(true);
    expect(can(checklistSaveLifecycle, { exists: false }, { type: 'SAVE', mode: 'update' })).toBe(false);
  });
});

describe('checklist rules (doc 2 §5)', () => {
  // biome-ignore lint/suspicious/noExplicitAny: fixtures broken field by field
  const vehicle = () => vehicleChecklist(createPrng(3), 'ABC1D23', 'Cliente') as never as Record<string, any>;
  // biome-ignore lint/suspicious/noExplicitAny: fixtures broken field by field
  const mechanic = () => mechanicChecklist(createPrng(3), 'Cliente') as never as Record<string, any>;
  const fields = (kind: 'VEHICLE' | 'MECHANIC', data: unknown) =>
    checklistProblems(kind, data).map((p) => p.field);
  it('the seeded checklists are valid', () => {
    expect(checklistProblems('VEHICLE', vehicle())).toEqual([]);
    expect(checklistProblems('MECHANIC', mechanic())).toEqual([]);
  });
  it('vehicle: third party name, warranty answers and origin, yes/no groups, road test km', () => {
    const v = vehicle();
    v.infos.service = 'thirdParty';
    v.infos.warranty = 'yes';
    v.equipment.horn = '';
    v.roadTests = [
      { responsible: 'A', initialKm: 10, finalKm: 20, date: '2026-01-01', isOk: true },
      { responsible: 'B', initialKm: 15, finalKm: 15, date: '2026-01-02', isOk: true },
    ];
    expect(fields('VEHICLE', v)).toEqual([
      'infos.thirdParty',
      'infos.factoryWarranty',
      'equipment.horn',
      'roadTests.1.initialKm',
      'roadTests.1.finalKm',
    ]);
    v.infos.thirdParty = 'Oficina Parceira';
    v.infos.factoryWarranty = 'yes';
    v.equipment.horn = 'Y';
    v.roadTests = [];
    expect(fields('VEHICLE', v)).toEqual(['infos.origin']);
    v.customerData.plate = '';
    v.infos.origin = 'Fábrica';
    expect(fields('VEHICLE', v)).toEqual(['customerData.plate']);
  });
  it('mechanic: mechanic, ct and customer required, auxiliary not a mechanic, quantities ≥ 0', () => {
    const m = mechanic();
    m.infos.auxiliary = m.infos.mechanic[0];
    expect(fields('MECHANIC', m)).toEqual(['infos.auxiliary']);
    m.infos.auxiliary = null;
    m.infos.mechanic = [];
    m.infos.ct = '';
    expect(fields('MECHANIC', m)).toEqual(['infos.mechanic', 'infos.ct']);
    m.partsBudget[0].quantity = -1;
    expect(fields('MECHANIC', m)).toEqual(['partsBudget.0.quantity']);
  });
  it('budget totals', () => {
    expect(
      budgetTotals({
        partsBudget: [{ quantity: 2, price: 10.5, description: 'x' }],
        laborBudget: [{ value: 100, description: 'y' }],
      }),
    ).toEqual({ parts: 21, labor: 100, total: 121 });
  });
});
