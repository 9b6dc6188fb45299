import { type } from 'arktype';
import type { ChecklistType } from './order-records';
import type { Problem, ValidationKey } from './validation';
import { validate } from './validation';

// Vehicle and mechanic checklists — doc 2 §3 "Vehicle checklist", "Mechanic checklist", §5 their
// rules, §7 POST /orders-checklist, PUT /orders-checklist/vehicle|mechanic/{orderId}. One
// definition for the forms and the simulator: the arktype shapes below plus the cross-field rules
// of `checklistProblems` (each problem carries a locale key, as doc 1 §8 validation messages).

export const EQUIPMENT_ITEMS = [
  'rearViews',
  'headlights',
  'wheels',
  'breakLight',
  'windShield',
  'antenna',
  'seat',
  'carpet',
  'horn',
  'alarm',
  'airConditioning',
  'cdPlayer',
  'loudSpeakers',
  'locator',
  'transmissionRadio',
  'extinguisher',
  'triangle',
  'steppe',
  'jack',
  'tireIron',
  'vehicleDocuments',
  'vehicleManual',
] as const;
/** doc 2 §3: Y, N or I (inapplicable) */
export const EQUIPMENT_ANSWERS = ['Y', 'N', 'I'] as const;
/** doc 2 §3: V, X or N */
export const MECHANIC_MARKS = ['V', 'X', 'N'] as const;
export const MECHANIC_GROUPS = {
  engine: ['oil', 'water', 'belt'],
  gearbox: ['oil'],
  differential: ['oil'],
  suspension: ['controlArm', 'axle', 'leafSpring', 'pivot', 'bushings', 'shockAbsorber'],
  transmission: ['centerBearing', 'crossHead'],
  brakes: ['pads', 'linings', 'discs', 'drums'],
} as const;
export type MechanicGroup = keyof typeof MECHANIC_GROUPS;
/** ours: the services the seed's rule "if service is thirdParty" chooses among */
export const VEHICLE_SERVICES = ['revision', 'repair', 'warranty', 'thirdParty'] as const;
export const TIRE_STATES = ['new', 'good', 'bad'] as const;

const text = 'string <= 500';
const answer = type.enumerated(...EQUIPMENT_ANSWERS);
const mark = type.enumerated(...MECHANIC_MARKS).or('null');
const yesNo = type("'yes' | 'no'");
const nonNegative = type('number >= 0');
const meets = type({ meets: 'boolean | null' });

export const vehicleChecklist = type({
  infos: {
    vehicleNumber: text,
    'ct?': text,
    'fp?': text,
    service: type.enumerated(...VEHICLE_SERVICES).or("''"),
    'casaDaTransmissão?': 'boolean',
    'thirdParty?': 'string <= 200 | null',
    warranty: yesNo.or("''"),
    'factoryWarranty?': yesNo.or("'' | null"),
    'origin?': 'string <= 200 | null',
    'payment?': "'cash' | 'installments' | null",
  },
  customerData: {
    customer: text,
    plate: 'string <= 10',
    kilometersDriven: nonNegative.or('null'),
    entryDate: 'string <= 40',
    vehicleDriver: text,
    phone: 'string <= 20',
    vehicle: {
      name: text,
      brand: text,
      model: text,
      'year?': 'number | null',
      'chassis?': 'string <= 40 | null',
    },
    'vehicleRegistered?': 'boolean',
  },
  equipment: Object.fromEntries(EQUIPMENT_ITEMS.map((k) => [k, answer.or("''")])) as Record<
    (typeof EQUIPMENT_ITEMS)[number],
    typeof answer
  >,
  vehicleBreakdowns: {
    tires: type.enumerated(...TIRE_STATES).or("''"),
    fuelPercent: '0 <= number <= 100',
    'vehicleDraw?': 'string | null',
    vehicleImageIndex: '0 | 1 | 2',
  },
  'problemReportedOrWorkToDo?': 'string <= 4000',
  evaluation: { qualityOfService: meets, serviceBehavior: meets, serviceOnTime: meets },
  personalItemsRemovedByCustomer: 'boolean | null',
  'observation?': 'string <= 4000',
  customerFollowedChecklist: 'boolean | null',
  'signatureInFull?': 'string <= 200',
  'document?': 'string <= 20',
  'annotations?': 'string <= 4000',
  'signature?': 'string | null',
  'photos?': 'string[]',
  'roadTests?': type({
    responsible: text,
    initialKm: nonNegative,
    finalKm: nonNegative,
    date: 'string <= 40',
    'observation?': text,
    isOk: 'boolean',
  }).array(),
});
export type VehicleChecklist = typeof vehicleChecklist.infer;

export const mechanicChecklist = type({
  infos: {
    mechanic: 'string[]',
    'auxiliary?': 'string | null',
    ct: text,
    'fp?': text,
    customer: text,
    'date?': 'string <= 40',
  },
  ...(Object.fromEntries(
    Object.entries(MECHANIC_GROUPS).map(([g, items]) => [
      g,
      Object.fromEntries(items.map((i) => [`${i}?`, mark])),
    ]),
  ) as Record<MechanicGroup, Record<string, typeof mark>>),
  'sellerName?': 'string <= 200',
  partsBudget: type({
    quantity: nonNegative,
    'price?': nonNegative,
    'code?': text,
    description: text,
    'images?': 'string[]',
    'fromClient?': 'boolean',
  }).array(),
  laborBudget: type({ value: nonNegative, description: text }).array(),
  'sellerSignature?': 'string | null',
});
export type MechanicChecklist = typeof mechanicChecklist.infer;

const problem = (field: string, key: ValidationKey | string): Problem => ({
  field,
  key: key as ValidationKey,
  message: `${field}: ${key}`,
});
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** doc 2 §5 "Vehicle checklist": required fields, third party, warranty, yes/no groups, road tests. */
function vehicleRules(c: VehicleChecklist): Problem[] {
  const out: Problem[] = [];
  const required: Array<[string, unknown]> = [
    ['infos.vehicleNumber', c.infos.vehicleNumber],
    ['infos.service', c.infos.service],
    ['customerData.customer', c.customerData.customer],
    ['customerData.plate', c.customerData.plate],
    ['customerData.kilometersDriven', c.customerData.kilometersDriven],
    ['customerData.entryDate', c.customerData.entryDate],
    ['customerData.vehicleDriver', c.customerData.vehicleDriver],
    ['customerData.phone', c.customerData.phone],
    ['customerData.vehicle.name', c.customerData.vehicle.name],
    ['customerData.vehicle.brand', c.customerData.vehicle.brand],
    ['customerData.vehicle.model', c.customerData.vehicle.model],
  ];
  for (const [field, v] of required) if (blank(v)) out.push(problem(field, 'validation.required'));
  if (c.infos.service === 'thirdParty' && blank(c.infos.thirdParty))
    out.push(problem('infos.thirdParty', 'validation.required'));
  if (blank(c.infos.warranty)) out.push(problem('infos.warranty', 'checklists.validation.answer'));
  if (c.infos.warranty === 'yes' && blank(c.infos.factoryWarranty))
    out.push(problem('infos.factoryWarranty', 'checklists.validation.answer'));
  if (c.infos.warranty === 'yes' && c.infos.factoryWarranty === 'yes' && blank(c.infos.origin))
    out.push(problem('infos.origin', 'validation.required'));
  // the yes/no groups other than the evaluation must be answered
  for (const item of EQUIPMENT_ITEMS)
    if (blank(c.equipment[item])) out.push(problem(`equipment.${item}`, 'checklists.validation.answer'));
  if (blank(c.vehicleBreakdowns.tires))
    out.push(problem('vehicleBreakdowns.tires', 'checklists.validation.answer'));
  if (c.personalItemsRemovedByCustomer === null)
    out.push(problem('personalItemsRemovedByCustomer', 'checklists.validation.answer'));
  if (c.customerFollowedChecklist === null)
    out.push(problem('customerFollowedChecklist', 'checklists.validation.answer'));
  (c.roadTests ?? []).forEach((test, i) => {
    const previous = c.roadTests?.[i - 1];
    if (previous && test.initialKm <= previous.finalKm)
      out.push(problem(`roadTests.${i}.initialKm`, 'checklists.validation.initialKm'));
    if (test.finalKm <= test.initialKm)
      out.push(problem(`roadTests.${i}.finalKm`, 'checklists.validation.finalKm'));
  });
  return out;
}

/** doc 2 §5 "Mechanic checklist": mechanic, ct and customer required; the auxiliary never among the
 * mechanics; quantities and prices ≥ 0 (the schema); group items optional. */
function mechanicRules(c: MechanicChecklist): Problem[] {
  const out: Problem[] = [];
  if (c.infos.mechanic.filter((m) => !blank(m)).length === 0)
    out.push(problem('infos.mechanic', 'validation.required'));
  if (blank(c.infos.ct)) out.push(problem('infos.ct', 'validation.required'));
  if (blank(c.infos.customer)) out.push(problem('infos.customer', 'validation.required'));
  if (!blank(c.infos.auxiliary) && c.infos.mechanic.includes(c.infos.auxiliary as string))
    out.push(problem('infos.auxiliary', 'checklists.validation.auxiliary'));
  return out;
}

/** Every problem of a checklist of `type` (shape first, then the rules); [] when valid. */
export function checklistProblems(kind: ChecklistType, data: unknown): Problem[] {
  if (kind === 'VEHICLE') {
    const shaped = validate(vehicleChecklist, data);
    return shaped.ok ? vehicleRules(shaped.value) : shaped.problems;
  }
  const shaped = validate(mechanicChecklist, data);
  return shaped.ok ? mechanicRules(shaped.value) : shaped.problems;
}

/** doc 2 §3 budget totals: parts (quantity × price) and labour. */
export function budgetTotals(c: Pick<MechanicChecklist, 'partsBudget' | 'laborBudget'>) {
  const parts = c.partsBudget.reduce((s, p) => s + p.quantity * (p.price ?? 0), 0);
  const labor = c.laborBudget.reduce((s, l) => s + l.value, 0);
  return { parts, labor, total: parts + labor };
}
