import {
  checklistProblems,
  EQUIPMENT_ITEMS,
  MECHANIC_GROUPS,
  type MechanicChecklist,
  type VehicleChecklist,
} from '../../../domain/checklists';
import { toApiDate } from '../../../domain/dates';
import type { ChecklistType, Order } from '../../../domain/order-records';
import type { Problem } from '../../../domain/validation';

// The checklist forms' values are the checklist itself (doc 2 §3), so what the form holds is what
// POST /orders-checklist and PUT /orders-checklist/{kind}/{orderId} take, and the rules of
// src/domain/checklists.ts (doc 2 §5) check the form exactly as the simulator checks the body.
// Ours (the seed is silent): a new checklist starts with the order's recipient as customer, its
// plate and today's entry date; a stored one missing a key (older data) gets the blank's value.

export type ChecklistValues = VehicleChecklist | MechanicChecklist;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** `base` with every key `stored` gives (plain objects merged key by key, the rest replaced). */
function merged<T>(base: T, stored: unknown): T {
  if (!isObject(base) || !isObject(stored)) return (stored === undefined ? base : stored) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(stored)) out[key] = merged(out[key], value);
  return out as T;
}

const dayOf = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return '';
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : new Date(value);
  return date && !Number.isNaN(date.getTime()) ? toApiDate(date) : value.slice(0, 10);
};

export function blankVehicleChecklist(order: Pick<Order, 'recipient' | 'plate'>): VehicleChecklist {
  return {
    infos: {
      vehicleNumber: '',
      ct: '',
      fp: '',
      service: '',
      casaDaTransmissão: false,
      thirdParty: null,
      warranty: '',
      factoryWarranty: null,
      origin: null,
      payment: null,
    },
    customerData: {
      customer: order.recipient?.name ?? '',
      plate: order.plate ?? '',
      kilometersDriven: null,
      entryDate: toApiDate(new Date()),
      vehicleDriver: '',
      phone: '',
      vehicle: { name: '', brand: '', model: '', year: null, chassis: null },
      vehicleRegistered: false,
    },
    equipment: Object.fromEntries(
      EQUIPMENT_ITEMS.map((k) => [k, '']),
    ) as unknown as VehicleChecklist['equipment'],
    vehicleBreakdowns: { tires: '', fuelPercent: 0, vehicleDraw: null, vehicleImageIndex: 0 },
    problemReportedOrWorkToDo: '',
    evaluation: {
      qualityOfService: { meets: null },
      serviceBehavior: { meets: null },
      serviceOnTime: { meets: null },
    },
    personalItemsRemovedByCustomer: null,
    observation: '',
    customerFollowedChecklist: null,
    signatureInFull: '',
    document: '',
    annotations: '',
    signature: null,
    photos: [],
    roadTests: [],
  };
}

export function blankMechanicChecklist(order: Pick<Order, 'recipient' | 'mechanic'>): MechanicChecklist {
  const groups = Object.fromEntries(
    Object.entries(MECHANIC_GROUPS).map(([g, items]) => [g, Object.fromEntries(items.map((i) => [i, null]))]),
  ) as Pick<MechanicChecklist, keyof typeof MECHANIC_GROUPS>;
  return {
    infos: {
      mechanic: order.mechanic ? [order.mechanic] : [],
      auxiliary: null,
      ct: '',
      fp: '',
      customer: order.recipient?.name ?? '',
      date: toApiDate(new Date()),
    },
    ...groups,
    sellerName: '',
    partsBudget: [],
    laborBudget: [],
    sellerSignature: null,
  };
}

/** The form's starting values: the stored checklist over the blank one, or the blank one. */
export function checklistValuesOf(order: Order, type: ChecklistType): ChecklistValues {
  const stored = (order.checklists ?? []).find((c) => c.type === type)?.data;
  if (type === 'VEHICLE') {
    const values = merged(blankVehicleChecklist(order), stored);
    values.customerData.entryDate = dayOf(values.customerData.entryDate);
    values.roadTests = (values.roadTests ?? []).map((test) => ({ ...test, date: dayOf(test.date) }));
    return values;
  }
  const values = merged(blankMechanicChecklist(order), stored);
  values.infos.date = dayOf(values.infos.date);
  return values;
}

/** A form's problems by dotted field (first per field), or undefined when it may be saved. */
export function checklistFieldProblems(
  type: ChecklistType,
  values: ChecklistValues,
): Record<string, Problem> | undefined {
  const problems = checklistProblems(type, values);
  if (problems.length === 0) return undefined;
  const byField: Record<string, Problem> = {};
  for (const problem of problems) {
    // a number left empty is "required", not "must be a number"
    const given = problem.field
      .split('.')
      .reduce<unknown>((v, k) => (isObject(v) || Array.isArray(v) ? (v as never)[k] : undefined), values);
    byField[problem.field] ??=
      (given === null || given === '') && problem.key === 'validation.uninformed'
        ? { ...problem, key: 'validation.required' }
        : problem;
  }
  return byField;
}

/** A number input's text as the checklist stores it: empty → null. */
export const numberOf = (typed: string): number | null => {
  if (typed.trim() === '') return null;
  const n = Number(typed.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
};
