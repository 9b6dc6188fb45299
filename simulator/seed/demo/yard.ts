import {
  platformClock,
  type YardAppointmentStatus,
  type YardDock,
  type YardOperationType,
} from '../../../src/domain/yard';
import type { YardAppointmentRow } from '../../store/yard.repo';
import { SEED_EPOCH } from '../epoch';
import { DEMO_DOCUMENTS } from './companies';

// Demo yard (doc 3 §2 "Yard docks", "Yard appointments"): six docks of the principal company,
// one of a subsidiary and one of the outsider (tenancy), and a fortnight of appointments around
// the seed's day — past days completed or not accepted, today and later in the other statuses.
// Fixed ids (tests name them): `DEMO_YARD`.

const DAY = 86_400_000;

export const DEMO_YARD = {
  principalDock: 'dock-demo-01',
  freeDock: 'dock-demo-06',
  subsidiaryDock: 'dock-demo-sub',
  outsiderDock: 'dock-demo-out',
  pendingTomorrow: 'appt-demo-0001',
  driver: { userId: 'usr-driver', userName: 'Davi Motorista' },
} as const;

const DOCKS: Array<[string, string, string, YardOperationType, string, string, string]> = [
  ['dock-demo-01', 'DOCA 01', 'MATRIZ', 'receiving', '#2E7D32', '06:00', '18:00'],
  ['dock-demo-02', 'DOCA 02', 'MATRIZ', 'receiving', '#1565C0', '06:00', '18:00'],
  ['dock-demo-03', 'DOCA 03', 'MATRIZ', 'dispatch', '#EF6C00', '07:00', '19:00'],
  ['dock-demo-04', 'DOCA 04', 'MATRIZ', 'both', '#6A1B9A', '06:00', '22:00'],
  ['dock-demo-05', 'DOCA CAMPINAS 1', 'FILIAL CAMPINAS', 'dispatch', '#C62828', '08:00', '17:00'],
  ['dock-demo-06', 'DOCA CAMPINAS 2', 'FILIAL CAMPINAS', 'both', '#000000', '06:00', '18:00'],
];

export function demoYard(): { docks: YardDock[]; appointments: YardAppointmentRow[] } {
  const principal = DEMO_DOCUMENTS.principal;
  const docks: YardDock[] = DOCKS.map(([id, name, building, typeOperation, color, startTime, endTime]) => ({
    id,
    name,
    building,
    typeOperation,
    color,
    startTime,
    endTime,
    companyDocument: principal,
  }));
  docks.push(
    {
      id: DEMO_YARD.subsidiaryDock,
      name: 'DOCA FILIAL',
      building: 'FILIAL CURITIBA',
      typeOperation: 'both',
      color: '#00838F',
      startTime: '06:00',
      endTime: '18:00',
      companyDocument: DEMO_DOCUMENTS.subsidiary1,
    },
    {
      id: DEMO_YARD.outsiderDock,
      name: 'DOCA EXTERNA',
      building: 'OUTSIDER',
      typeOperation: 'both',
      color: '#000000',
      startTime: '06:00',
      endTime: '18:00',
      companyDocument: DEMO_DOCUMENTS.outsider,
    },
  );

  const appointments: YardAppointmentRow[] = [];
  const add = (
    dock: string,
    dayOffset: number,
    startTime: string,
    endTime: string,
    status: YardAppointmentStatus,
    title: string,
    company = principal,
  ) => {
    const n = appointments.length + 1;
    appointments.push({
      id: `appt-demo-${String(n).padStart(4, '0')}`,
      companyDocument: company,
      yardDockId: dock,
      status,
      createdBy: 'admin',
      dateEvent: platformClock(new Date(SEED_EPOCH + dayOffset * DAY)).date,
      startTime,
      endTime,
      data: { ...DEMO_YARD.driver, orderId: null, orderNumber: null },
      title,
      description: `${title} — placa ABC1D${String(20 + n).slice(-2)}`,
    });
  };
  // the first one is the pending appointment of tomorrow the tests confirm (DEMO_YARD.pendingTomorrow)
  add('dock-demo-01', 1, '08:00', '09:00', 'pending', 'Descarga Fornecedor Alfa');
  add('dock-demo-01', 1, '10:00', '11:30', 'accepted', 'Descarga Fornecedor Beta');
  add('dock-demo-02', 1, '07:00', '08:00', 'changed', 'Recebimento devolução');
  add('dock-demo-03', 1, '13:00', '14:00', 'start-process', 'Expedição rota Sul');
  add('dock-demo-04', 2, '09:00', '10:00', 'not-accept', 'Coleta transportadora Gama');
  add('dock-demo-05', 2, '14:00', '15:30', 'pending', 'Expedição Campinas');
  add('dock-demo-02', 3, '15:00', '16:00', 'accepted', 'Descarga Fornecedor Delta');
  add('dock-demo-01', -1, '08:00', '09:00', 'completed', 'Descarga concluída');
  add('dock-demo-03', -2, '16:00', '17:00', 'completed', 'Expedição rota Norte');
  add('dock-demo-04', -1, '11:00', '12:00', 'not-accept', 'Coleta recusada');
  add(
    DEMO_YARD.subsidiaryDock,
    1,
    '09:00',
    '10:00',
    'pending',
    'Descarga filial',
    DEMO_DOCUMENTS.subsidiary1,
  );
  add(DEMO_YARD.outsiderDock, 1, '09:00', '10:00', 'pending', 'Descarga externa', DEMO_DOCUMENTS.outsider);
  return { docks, appointments };
}
