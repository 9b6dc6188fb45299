import { describe, expect, it } from 'vitest';
import { mechanicChecklist, vehicleChecklist } from '../../../../simulator/seed/demo/checklists';
import { createPrng } from '../../../../simulator/seed/prng';
import type { MechanicChecklist, VehicleChecklist } from '../../../../src/domain/checklists';
import type { Order } from '../../../../src/domain/order-records';
import { can } from '../../../../src/machines/ask';
import { checklistFormLifecycle } from '../../../../src/machines/checklist-save.machine';
import {
  blankMechanicChecklist,
  blankVehicleChecklist,
  checklistFieldProblems,
  checklistValuesOf,
  numberOf,
} from '../../../../src/screens/orders/checklists/checklist-values';

// The checklist forms (issue 16): their values are the checklist; the simulator's rules (doc 2 §5)
// say which fields show a problem; the save lifecycle says what the buttons may do (doc 2 §2, §4).

const order = (checklists: Order['checklists'] = []) =>
  ({
    id: 'o1',
    orderNumber: 'CK-1',
    plate: 'ABC1D23',
    mechanic: 'Rita Reparos',
    recipient: { name: 'Oficina Cliente' },
    checklists,
  }) as unknown as Order;

const stored = (type: 'VEHICLE' | 'MECHANIC', data: Record<string, unknown>) => ({
  id: `c-${type}`,
  type,
  data,
  createdAt: '2026-01-02T10:00:00.000Z',
});

describe('checklist form values', () => {
  it('a new vehicle checklist starts with the order recipient, plate and today, and names every missing field', () => {
    const values = blankVehicleChecklist(order());
    expect(values.customerData.customer).toBe('Oficina Cliente');
    expect(values.customerData.plate).toBe('ABC1D23');
    expect(values.customerData.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const problems = checklistFieldProblems('VEHICLE', values) ?? {};
    expect(problems['infos.vehicleNumber']?.key).toBe('validation.required');
    expect(problems['customerData.kilometersDriven']?.key).toBe('validation.required');
    expect(problems['infos.warranty']?.key).toBe('checklists.validation.answer');
    expect(problems['equipment.horn']?.key).toBe('checklists.validation.answer');
    expect(problems.personalItemsRemovedByCustomer?.key).toBe('checklists.validation.answer');
    // the evaluation is the one yes/no group that may stay unanswered (doc 2 §5)
    expect(Object.keys(problems).some((f) => f.startsWith('evaluation'))).toBe(false);
  });

  it('third party, warranty and origin are asked only when they apply', () => {
    const values = checklistValuesOf(
      order([stored('VEHICLE', vehicleChecklist(createPrng(1), 'ABC1D23', 'Ana'))]),
      'VEHICLE',
    ) as VehicleChecklist;
    expect(checklistFieldProblems('VEHICLE', values)).toBeUndefined();
    values.infos.service = 'thirdParty';
    expect(checklistFieldProblems('VEHICLE', values)?.['infos.thirdParty']?.key).toBe('validation.required');
    values.infos.thirdParty = 'Retífica Sul';
    values.infos.warranty = 'yes';
    expect(checklistFieldProblems('VEHICLE', values)?.['infos.factoryWarranty']).toBeDefined();
    values.infos.factoryWarranty = 'yes';
    expect(checklistFieldProblems('VEHICLE', values)?.['infos.origin']?.key).toBe('validation.required');
    values.infos.origin = 'factory';
    expect(checklistFieldProblems('VEHICLE', values)).toBeUndefined();
  });

  it('a stored checklist keeps its data, dates as days for the date picker', () => {
    const data = vehicleChecklist(createPrng(2), 'XYZ9A87', 'Bia');
    const values = checklistValuesOf(order([stored('VEHICLE', data)]), 'VEHICLE') as VehicleChecklist;
    expect(values.customerData.plate).toBe('XYZ9A87');
    expect(values.customerData.entryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(values.roadTests?.[0]?.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(values.equipment).toEqual(data.equipment);
  });

  it('mechanic: mechanic, ct and customer required; the auxiliary never among the mechanics; no negative budget', () => {
    const blank = blankMechanicChecklist(order());
    expect(blank.infos.mechanic).toEqual(['Rita Reparos']);
    expect(checklistFieldProblems('MECHANIC', blank)?.['infos.ct']?.key).toBe('validation.required');
    const values = checklistValuesOf(
      order([stored('MECHANIC', mechanicChecklist(createPrng(3), 'Caio'))]),
      'MECHANIC',
    ) as MechanicChecklist;
    expect(checklistFieldProblems('MECHANIC', values)).toBeUndefined();
    values.infos.auxiliary = values.infos.mechanic[0];
    expect(checklistFieldProblems('MECHANIC', values)?.['infos.auxiliary']?.key).toBe(
      'checklists.validation.auxiliary',
    );
    values.infos.auxiliary = null;
    values.partsBudget = [{ quantity: -1, price: 2, description: 'Filtro' }];
    expect(checklistFieldProblems('MECHANIC', values)?.['partsBudget.0.quantity']).toBeDefined();
    values.partsBudget = [{ quantity: null as unknown as number, description: 'Filtro' }];
    expect(checklistFieldProblems('MECHANIC', values)?.['partsBudget.0.quantity']?.key).toBe(
      'validation.required',
    );
  });

  it('number inputs: empty is null, a comma is a decimal point', () => {
    expect(numberOf('')).toBeNull();
    expect(numberOf('12,5')).toBe(12.5);
    expect(numberOf('abc')).toBeNull();
  });
});

describe('checklist form buttons (checklistFormLifecycle, doc 2 §2)', () => {
  const save = (exists: boolean) => ({ type: 'SAVE', mode: exists ? 'update' : 'create' }) as const;
  it('save only once modified', () => {
    expect(can(checklistFormLifecycle, { exists: true, modified: false }, save(true))).toBe(false);
    expect(can(checklistFormLifecycle, { exists: true, modified: true }, save(true))).toBe(true);
    expect(can(checklistFormLifecycle, { exists: false, modified: false }, save(false))).toBe(false);
    expect(can(checklistFormLifecycle, { exists: false, modified: true }, save(false))).toBe(true);
  });
  it('print only a stored checklist that is not modified', () => {
    expect(can(checklistFormLifecycle, { exists: true, modified: false }, { type: 'PRINT' })).toBe(true);
    expect(can(checklistFormLifecycle, { exists: true, modified: true }, { type: 'PRINT' })).toBe(false);
    expect(can(checklistFormLifecycle, { exists: false, modified: false }, { type: 'PRINT' })).toBe(false);
  });
});
