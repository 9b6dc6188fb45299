import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import type {
  ControllerView,
  DevicesAnswer,
  DevicesDashboard,
  DeviceView,
} from '../../src/domain/device-records';
import {
  deviceIdParams,
  devicePatchBody,
  devicePlacementBody,
  devicePlacementParams,
  devicesQuery,
} from '../../src/domain/devices';
import { parseDevicesCsv } from '../../src/domain/devices-csv';
import { layoutProblem, planImport, withController } from '../devices/layout-rules';
import {
  controllersAnswer,
  deviceChange,
  devicesDashboardAnswer,
  devicesImported,
  devicesPage,
} from '../http/device-answers';
import { conflict, errorBody, forbidden, notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { localize, requestLanguage } from '../i18n/i18n';
import { DEVICE_CSV_TEXTS, DEVICE_MESSAGES, deviceMessage, localizeLines } from '../i18n/messages/devices';
import { type DeviceRecord, deviceView, newDevice } from '../store/devices.repo';

const DAY_MS = 86_400_000;
/** POST /devices/import: the CSV file itself (text/csv), or `{ csv }` as JSON. */
const importBody = type('string > 0').or({ csv: 'string > 0', 'fileName?': 'string' });

/** doc 3 §7 "Devices": GET /devices (polled every 15 s), GET /devices/dashboard, the controllers
 * list, POST /devices/import, PUT /devices/{street}/{position}/{id}, PATCH /devices/{id}. Every
 * call acts on the viewed company's devices (the token's companyDocument). */
/** The refused device events of a company (issue 32), as the device platform of the session
 * counts them; none when no platform runs for this session. */
function rejectedOf(app: FastifyInstance, session: string, company: string): DevicesDashboard['rejected'] {
  const runtime = app.deviceRuntime;
  if (!runtime || runtime.session !== session) return { count: 0, last: null };
  const { count, last } = runtime.platform.rejectionsOf(company);
  return {
    count,
    last: last && {
      deviceId: last.deviceId,
      event: last.event,
      reason: last.reason,
      field: last.field,
      message: last.message,
      at: last.at,
    },
  };
}

export async function devicesRoutes(app: FastifyInstance) {
  // The import control sends the file as text/csv (doc 3 §2 "CSV default").
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  addRoute(app, {
    method: 'GET',
    url: '/devices',
    summary:
      "The viewed company's devices (lights, controllers, portals, counters) with their last MQTT state",
    tags: ['devices'],
    auth: true,
    querystring: devicesQuery,
    response: devicesPage,
    handler: async (request): Promise<DevicesAnswer> => {
      const { type: kind, street } = request.query;
      const devices = request.store.devices
        .ofCompany(request.viewer.claims.companyDocument, { type: kind, street })
        .map(deviceView);
      return { devices, total: devices.length };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/devices/dashboard',
    summary: 'Device counts by type and status, lights on, passes, counts and confirmations of the last 24 h',
    tags: ['devices'],
    auth: true,
    response: devicesDashboardAnswer,
    handler: async (request): Promise<DevicesDashboard> => {
      const company = request.viewer.claims.companyDocument;
      const { store } = request;
      const since = new Date(request.now().getTime() - DAY_MS).toISOString();
      const counts = new Map(store.devices.counts(company).map((c) => [c.type, c]));
      const kind = (t: 'portal' | 'light' | 'counter') => {
        const c = counts.get(t);
        return { total: c?.total ?? 0, online: c?.online ?? 0, lost: c?.lost ?? 0 };
      };
      const history = store.handlingHistory.page({
        companyDocument: company,
        from: since,
        to: null,
        page: 1,
        take: 1,
      });
      return {
        portal: kind('portal'),
        light: { ...kind('light'), on: counts.get('light')?.lit ?? 0 },
        counter: kind('counter'),
        controller: { total: counts.get('controller')?.total ?? 0 },
        passes24h: history.total,
        counts24h: store.smartCounter.countSince(company, since),
        confirmations24h: store.handlingHistory.routeConfirmationsSince(company, since),
        lastPassAt: history.rows[0]?.createdAt ?? null,
        rejected: rejectedOf(app, request.simSession, company),
      };
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/devices/controllers',
    summary: 'Pick-to-light controllers (doc 3 §3: deviceName), with their street position and light count',
    tags: ['devices'],
    auth: true,
    response: controllersAnswer,
    handler: async (request): Promise<{ data: ControllerView[] }> => ({
      data: request.store.devices.controllers(request.viewer.claims.companyDocument),
    }),
  });

  addRoute(app, {
    method: 'POST',
    url: '/devices/import',
    summary:
      'Import devices from a CSV file (text/csv, or JSON {csv}); all or nothing: 400 lists the bad lines',
    tags: ['devices'],
    auth: true,
    body: importBody,
    response: devicesImported,
    handler: async (request, reply) => {
      const company = request.viewer.claims.companyDocument;
      const { store } = request;
      const text = typeof request.body === 'string' ? request.body : request.body.csv;
      const csv = parseDevicesCsv(text, DEVICE_CSV_TEXTS);
      const plan =
        csv.rows.length > 0
          ? planImport(
              csv.rows,
              company,
              store.devices.ofCompany(company),
              (id) => store.devices.byId(id)?.companyDocument ?? null,
            )
          : { records: [], created: 0, updated: 0, problems: [] };
      // Unknown columns are a warning only; any other problem refuses the whole file.
      const blocking = [
        ...csv.problems.filter((p) => !p.message.startsWith('unknown columns')),
        ...plan.problems,
      ];
      if (blocking.length > 0 || plan.records.length === 0) {
        const lines = blocking.length ? blocking : csv.problems;
        const language = requestLanguage(request);
        return reply.status(400).send({
          ...errorBody(400, localize(DEVICE_MESSAGES.importRefusedLines(lines), language)),
          lines: localizeLines(lines, language),
        });
      }
      store.devices.upsertAll(plan.records);
      app.devicesHub.changed(request.simSession);
      return {
        message: deviceMessage(request, 'imported', { count: plan.records.length }),
        imported: plan.records.length,
        created: plan.created,
        updated: plan.updated,
        warnings: localizeLines(csv.problems, requestLanguage(request)),
      };
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/devices/:street/:position/:id',
    summary:
      'Place (or move) a light or controller at a street position; a new id creates a light there. 409 when the position is taken or the controller is out of reach (doc 3 §9)',
    tags: ['devices'],
    auth: true,
    params: devicePlacementParams,
    body: devicePlacementBody,
    response: deviceChange,
    handler: async (request): Promise<{ message: string; device: DeviceView }> => {
      const company = request.viewer.claims.companyDocument;
      const { store } = request;
      const { street, id } = request.params;
      const position = Number(request.params.position);
      const existing = store.devices.byId(id);
      // Another company's device: 403, as for any record of another company (doc 1 §6), not a
      // layout conflict.
      if (existing && existing.companyDocument !== company) throw forbidden(DEVICE_MESSAGES.idInUse);
      const base = existing ?? newDevice(company, { id, type: 'light' });
      if (base.type !== 'light' && base.type !== 'controller') throw conflict(DEVICE_MESSAGES.notPlaceable);
      const all = store.devices.ofCompany(company);
      const moved = { ...base, street, position };
      const controller = request.body.controller;
      const placed =
        controller === undefined
          ? // keep the controller when it still reaches the new position, else the nearest one
            withController(
              layoutProblem(moved, all) === DEVICE_MESSAGES.controllerOutOfReach
                ? { ...moved, controller: null }
                : moved,
              all,
            )
          : { ...moved, controller };
      const problem = layoutProblem(placed, all);
      if (problem) throw conflict(problem);
      if (existing) store.devices.update(placed);
      else store.devices.insert(placed);
      app.devicesHub.changed(request.simSession);
      return { message: deviceMessage(request, 'saved'), device: deviceView(placed) };
    },
  });

  addRoute(app, {
    method: 'PATCH',
    url: '/devices/:id',
    summary: "Change a device's name, controller, street position, IP or dock; 409 when a layout rule breaks",
    tags: ['devices'],
    auth: true,
    params: deviceIdParams,
    body: devicePatchBody,
    response: deviceChange,
    handler: async (request): Promise<{ message: string; device: DeviceView }> => {
      const company = request.viewer.claims.companyDocument;
      const { store } = request;
      const existing = store.devices.byId(request.params.id);
      // Another company's device is not found, so ids of other groups do not leak (doc 1 §6).
      if (!existing || existing.companyDocument !== company) throw notFound(DEVICE_MESSAGES.notFound);
      const changed: DeviceRecord = { ...existing, ...request.body };
      const problem = layoutProblem(changed, store.devices.ofCompany(company));
      if (problem) throw conflict(problem);
      store.devices.update(changed);
      app.devicesHub.changed(request.simSession);
      return { message: deviceMessage(request, 'saved'), device: deviceView(changed) };
    },
  });
}
