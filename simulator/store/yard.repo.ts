import type { Database } from 'better-sqlite3';
import type { YardAppointment, YardAppointmentStatus, YardDock } from '../../src/domain/yard';
import type { Decided } from './decided-status';
import { idMaker } from './ids';
import { defineTable } from './table';

/**
 * Yard docks and their appointments (doc 3 §3 "Yard dock", "Yard appointment", §7 "Yard").
 * Lists filter and page in SQL; the week view reads one date range in one query (indexed by
 * company and date). Overlap is checked and written in one transaction by the route (better-sqlite3
 * runs it synchronously, so two concurrent creations cannot both pass the check).
 */
export const yardDocksTable = defineTable<YardDock>({
  name: 'yard_docks',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    name: { type: 'text' },
    building: { type: 'text' },
    startTime: { type: 'text' },
    endTime: { type: 'text' },
    color: { type: 'text' },
    typeOperation: { type: 'text' },
  },
  indexes: [['companyDocument', 'name']],
});

export interface YardAppointmentRow extends Omit<YardAppointment, 'data'> {
  data: YardAppointment['data'];
}

export const yardAppointmentsTable = defineTable<YardAppointmentRow>({
  name: 'yard_appointments',
  columns: {
    id: { type: 'text', primaryKey: true },
    companyDocument: { type: 'text', references: 'companies(cnpj)' },
    yardDockId: { type: 'text', references: 'yard_docks(id)' },
    status: { type: 'text' },
    createdBy: { type: 'text' },
    dateEvent: { type: 'text' },
    startTime: { type: 'text' },
    endTime: { type: 'text' },
    data: { type: 'json' },
    title: { type: 'text' },
    description: { type: 'text' },
  },
  indexes: [
    ['companyDocument', 'dateEvent'],
    ['yardDockId', 'dateEvent'],
  ],
});

export interface YardDockQuery {
  companyDocuments: string[];
  page: number;
  take: number;
  name?: string;
  building?: string;
  typeOperation?: string;
  companyDocument?: string;
}

export interface YardAppointmentQuery {
  companyDocuments: string[];
  from: string;
  to: string;
  yardDockId?: string;
  status?: string;
  building?: string;
  typeOperation?: string;
  text?: string;
}

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const inList = (values: string[]) => JSON.stringify(values);

export function yardRepo(db: Database) {
  const docks = yardDocksTable;
  const appts = yardAppointmentsTable;
  const dockWhere = `companyDocument IN (SELECT value FROM json_each(@companies))
    AND (@name IS NULL OR name LIKE @name ESCAPE '\\')
    AND (@building IS NULL OR building = @building)
    AND (@typeOperation IS NULL OR typeOperation = @typeOperation)
    AND (@company IS NULL OR companyDocument = @company)`;
  const dockPage = db.prepare(
    `SELECT * FROM yard_docks WHERE ${dockWhere} ORDER BY name COLLATE NOCASE, id LIMIT @take OFFSET @offset`,
  );
  const dockCount = db.prepare(`SELECT count(*) FROM yard_docks WHERE ${dockWhere}`).pluck();
  const dockById = db.prepare('SELECT * FROM yard_docks WHERE id = ?');
  const updateDock = db.prepare(
    `UPDATE yard_docks SET name = @name, building = @building, startTime = @startTime, endTime = @endTime,
     color = @color, typeOperation = @typeOperation, companyDocument = @companyDocument WHERE id = @id`,
  );
  const apptWhere = `a.companyDocument IN (SELECT value FROM json_each(@companies))
    AND a.dateEvent BETWEEN @from AND @to
    AND (@dock IS NULL OR a.yardDockId = @dock)
    AND (@status IS NULL OR a.status = @status)
    AND (@building IS NULL OR d.building = @building)
    AND (@typeOperation IS NULL OR d.typeOperation = @typeOperation)
    AND (@text IS NULL OR a.title LIKE @text ESCAPE '\\' OR a.description LIKE @text ESCAPE '\\'
         OR json_extract(a.data, '$.userName') LIKE @text ESCAPE '\\')`;
  const apptRange = db.prepare(
    `SELECT a.* FROM yard_appointments a JOIN yard_docks d ON d.id = a.yardDockId
     WHERE ${apptWhere} ORDER BY a.dateEvent, a.startTime, a.id`,
  );
  const apptById = db.prepare('SELECT * FROM yard_appointments WHERE id = ?');
  const dayOfDock = db.prepare(
    'SELECT * FROM yard_appointments WHERE yardDockId = ? AND dateEvent = ? ORDER BY startTime',
  );
  const updateAppt = db.prepare(
    `UPDATE yard_appointments SET status = @status, dateEvent = @dateEvent, startTime = @startTime,
     endTime = @endTime, data = @data, title = @title, description = @description,
     yardDockId = @yardDockId WHERE id = @id`,
  );
  const setStatus = db.prepare('UPDATE yard_appointments SET status = ? WHERE id = ?');
  const removeAppt = db.prepare('DELETE FROM yard_appointments WHERE id = ?');
  const dock = (row: unknown) => (row ? docks.decode(row) : null);
  const appt = (row: unknown) => (row ? appts.decode(row) : null);
  return {
    insertDock: docks.inserter(db),
    insertAppointment: appts.inserter(db),
    nextDockId: idMaker(db, 'yard_docks', 'dock'),
    nextAppointmentId: idMaker(db, 'yard_appointments', 'appt'),
    dockById: (id: string) => dock(dockById.get(id)),
    docks: (q: YardDockQuery) => {
      const params = {
        companies: inList(q.companyDocuments),
        name: q.name ? like(q.name) : null,
        building: q.building ?? null,
        typeOperation: q.typeOperation ?? null,
        company: q.companyDocument ?? null,
      };
      return {
        docks: dockPage.all({ ...params, take: q.take, offset: (q.page - 1) * q.take }).map(docks.decode),
        total: dockCount.get(params) as number,
      };
    },
    updateDock: (d: YardDock) => {
      updateDock.run(docks.encode(d));
    },
    appointmentById: (id: string) => appt(apptById.get(id)),
    appointments: (q: YardAppointmentQuery) =>
      apptRange
        .all({
          companies: inList(q.companyDocuments),
          from: q.from,
          to: q.to,
          dock: q.yardDockId ?? null,
          status: q.status ?? null,
          building: q.building ?? null,
          typeOperation: q.typeOperation ?? null,
          text: q.text ? like(q.text) : null,
        })
        .map(appts.decode),
    dayOfDock: (yardDockId: string, dateEvent: string) =>
      dayOfDock.all(yardDockId, dateEvent).map(appts.decode),
    updateAppointment: (a: YardAppointmentRow) => {
      updateAppt.run(appts.encode(a));
    },
    setStatus: (id: string, status: Decided<YardAppointmentStatus>) => {
      setStatus.run(status, id);
    },
    removeAppointment: (id: string) => removeAppt.run(id).changes > 0,
    /** `work` inside one transaction (check-then-write of a booking). */
    transaction: <T>(work: () => T): T => db.transaction(work)(),
  };
}
export type YardRepo = ReturnType<typeof yardRepo>;
