import { completeCpf } from '../../../src/domain/documents';
import { SEED_EPOCH } from '../epoch';
import type { Prng } from '../prng';
import { DAY, iso } from './order-values';
import { FIRST_NAMES } from './parties';

// The vehicle and mechanic checklists of the demo CHECKLIST orders (doc 2 §3).

export const MECHANICS = ['Marcos Mecânico', 'Rita Reparos', 'Paulo Pistão'];
const EQUIPMENT = [
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
];

export function vehicleChecklist(prng: Prng, plate: string, customer: string): Record<string, unknown> {
  const yni = ['Y', 'N', 'I'] as const;
  return {
    infos: {
      vehicleNumber: `V-${prng.int(100, 999)}`,
      ct: `CT-${prng.int(1000, 9999)}`,
      fp: 'FP-01',
      service: 'revision',
      casaDaTransmissão: false,
      thirdParty: null,
      warranty: 'no',
      factoryWarranty: null,
      origin: null,
      payment: prng.pick(['cash', 'installments']),
    },
    customerData: {
      customer,
      plate,
      kilometersDriven: prng.int(10_000, 300_000),
      entryDate: iso(SEED_EPOCH - prng.int(1, 60) * DAY),
      vehicleDriver: prng.pick(FIRST_NAMES),
      phone: '11987654321',
      vehicle: {
        name: 'Caminhão',
        brand: 'Volvo',
        model: 'FH 540',
        year: 2019,
        chassis: `9BW${prng.int(10_000_000, 99_999_999)}`,
      },
      vehicleRegistered: true,
    },
    equipment: Object.fromEntries(EQUIPMENT.map((e) => [e, prng.pick(yni)])),
    vehicleBreakdowns: {
      tires: prng.pick(['new', 'good', 'bad']),
      fuelPercent: prng.int(0, 100),
      vehicleDraw: null,
      vehicleImageIndex: 0,
    },
    problemReportedOrWorkToDo: 'Ruído na suspensão dianteira.',
    evaluation: {
      qualityOfService: { meets: true },
      serviceBehavior: { meets: true },
      serviceOnTime: { meets: prng.chance(0.8) },
    },
    personalItemsRemovedByCustomer: true,
    observation: '',
    customerFollowedChecklist: true,
    signatureInFull: customer,
    document: completeCpf('123456789'),
    annotations: '',
    signature: null,
    photos: [],
    roadTests: [
      {
        responsible: 'Marcos Mecânico',
        initialKm: 1000,
        finalKm: 1012,
        date: iso(SEED_EPOCH - 2 * DAY),
        observation: 'OK',
        isOk: true,
      },
    ],
  };
}

export function mechanicChecklist(prng: Prng, customer: string): Record<string, unknown> {
  const vxn = ['V', 'X', 'N'] as const;
  const group = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, prng.pick(vxn)]));
  return {
    infos: {
      mechanic: [prng.pick(MECHANICS)],
      auxiliary: null,
      ct: `CT-${prng.int(1000, 9999)}`,
      fp: 'FP-01',
      customer,
      date: iso(SEED_EPOCH - 3 * DAY),
    },
    engine: group(['oil', 'water', 'belt']),
    gearbox: group(['oil']),
    differential: group(['oil']),
    suspension: group(['controlArm', 'axle', 'leafSpring', 'pivot', 'bushings', 'shockAbsorber']),
    transmission: group(['centerBearing', 'crossHead']),
    brakes: group(['pads', 'linings', 'discs', 'drums']),
    sellerName: 'Sara Vendedora',
    partsBudget: [
      { quantity: 2, code: 'PST-01', description: 'Pastilha de freio', images: [], fromClient: false },
    ],
    laborBudget: [{ value: 350, description: 'Troca das pastilhas' }],
    sellerSignature: null,
  };
}
