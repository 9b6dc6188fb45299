import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { parseApiDateTime } from '../../src/domain/api-dates';
import type { SmartCounterAnswer, SmartCounterDevice } from '../../src/domain/device-records';
import { smartCounterAnswer } from '../http/device-answers';
import { badRequest, notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { DEVICE_MESSAGES } from '../i18n/messages/devices';
import { MESSAGES } from '../i18n/messages/platform';

/** Where the separate device service is mounted on the simulator (doc 3 §7: "GET {device
 * host}/smart-counter/{company document} on a separate device service"). */
export const DEVICE_SERVICE_PREFIX = '/device-service';

const params = type({ document: /^\d{14}$/ });
const query = type({
  'origin?': 'string',
  /** yyyy-MM-dd, whole days in the platform's zone (doc 1 §7.1) */
  'initialDate?': /^\d{4}-\d{2}-\d{2}$/,
  'finalDate?': /^\d{4}-\d{2}-\d{2}$/,
});

/**
 * The smart counter's device service. The seeds show it as a separate host with a fixed company
 * document built into the console; ours takes the viewed company's document (the console sends
 * it). It asks for the platform's token, as every call of the console carries one (doc 1 §7.1):
 * without it anyone could read any company's counters by its CNPJ (issue 18). A document the
 * user may not view (doc 1 §6) is 403. Answers the company's counters with their activities
 * (doc 3 §2 "devices with expandable rows of activities"), newest first.
 */
export async function deviceServiceRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/smart-counter/:document',
    summary:
      'Smart counters of a company with their activities (id, deviceName, deviceIP, counter, createdAt)',
    tags: ['device service'],
    auth: true,
    params,
    querystring: query,
    response: smartCounterAnswer,
    handler: async (request): Promise<SmartCounterAnswer> => {
      const { store } = request;
      const { document } = request.params;
      if (!store.companies.byDocument(document)) throw notFound(DEVICE_MESSAGES.companyNotFound);
      request.assertViewable(document);
      const from = request.query.initialDate ? parseApiDateTime(request.query.initialDate) : null;
      const end = request.query.finalDate ? parseApiDateTime(request.query.finalDate) : null;
      if (
        (request.query.initialDate && !from) ||
        (request.query.finalDate && !end) ||
        (from && end && end < from)
      )
        throw badRequest(MESSAGES.invalidDateRange);
      const to = end ? new Date(end.getTime() + 86_400_000 - 1) : null;
      const rows = store.smartCounter.list(document, {
        from: from?.toISOString() ?? null,
        to: to?.toISOString() ?? null,
      });
      const devices = new Map<string, SmartCounterDevice>();
      // Every counter of the company is listed, with or without activities in the range.
      for (const c of store.devices.ofCompany(document, { type: 'counter' })) {
        devices.set(c.deviceName, {
          deviceName: c.deviceName,
          deviceIP: c.deviceIP ?? '',
          total: 0,
          lastActivityAt: null,
          activities: [],
        });
      }
      for (const r of rows) {
        let d = devices.get(r.deviceName);
        if (!d) {
          d = {
            deviceName: r.deviceName,
            deviceIP: r.deviceIP,
            total: 0,
            lastActivityAt: null,
            activities: [],
          };
          devices.set(r.deviceName, d);
        }
        d.activities.push({
          id: r.id,
          deviceName: r.deviceName,
          deviceIP: r.deviceIP,
          counter: r.counter,
          createdAt: r.createdAt,
        });
        d.total = Math.max(d.total, r.counter);
        if (!d.lastActivityAt || r.createdAt > d.lastActivityAt) d.lastActivityAt = r.createdAt;
      }
      const list = [...devices.values()].sort((a, b) => a.deviceName.localeCompare(b.deviceName));
      return { devices: list, total: list.length };
    },
  });
}
