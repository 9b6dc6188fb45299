import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navLabelId, navLinks, navTree } from '../../../src/app/layout/nav-tree';
import { PUBLIC_ROUTES, ROUTES, SIGNED_IN_ROUTES } from '../../../src/app/routes';
import { flattenMessages } from '../../../src/services/locale-tree';

const messages = (lang: string) => flattenMessages(JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')));
// wouter patterns here use only literal segments and :params.
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`).test(path);

describe('route table (doc 1 §2.1, doc 3 §2)', () => {
  it('has the public pages', () => {
    expect(PUBLIC_ROUTES.map((r) => r.path)).toEqual([
      '/login',
      '/register',
      '/survey/:code/:rate',
      '/not-found',
      '/access-denied',
    ]);
    for (const r of PUBLIC_ROUTES) expect(r.screen, r.path).toBeDefined();
  });
  it('has every signed-in route of doc 1 §2.1', () => {
    const listed =
      '/dashboard /dashboard/tv /users /warehouses /products /customers /positions /orders /orders/new /inbound /picking /packing /outbound /inventory /inventory-planning /conference /routes /nps /product-categories /yard-docks /yard-appointment /stock /transporters /vehicles /storage /building /sales-channel /crossdocking /handling /occurrence /invoice /devices /routes-driver-activities-report /route-activities-per-driver /smart-counter-activity-report /stock-history-report /position-handling-history-report /inventory-position-report /inventory-performance-report'.split(
        ' ',
      );
    const paths = SIGNED_IN_ROUTES.map((r) => r.path);
    for (const path of listed) expect(paths, path).toContain(path);
  });
  it('has the detail routes with their parameters', () => {
    const details: Record<string, string> = {
      '/picking/7': 'pickingId',
      '/packing/7': 'packingId',
      '/inbound/7': 'inboundId',
      '/outbound/7': 'outboundId',
      '/inventory/7': 'inventoryId',
      '/conference/7': 'conferenceId',
      '/routes/7': 'routeId',
      '/storage/7': 'storageId',
      '/handling/7': 'handlingId',
      '/occurrence/7': 'occurrenceId',
    };
    for (const [path, param] of Object.entries(details)) {
      const route = ROUTES.find((r) => matches(r.path, path));
      expect(route?.path, path).toBe(`/${path.split('/')[1]}/:${param}`);
    }
  });
  it('routes every link of the menu tree', () => {
    for (const link of navLinks(navTree())) {
      expect(
        ROUTES.some((r) => matches(r.path, link.path)),
        link.path,
      ).toBe(true);
    }
  });
  it('has no path twice', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
  it('has every title and menu label in the three locales', () => {
    const ids = [
      ...ROUTES.map((r) => r.titleId),
      ...navLinks(navTree()).map(navLabelId),
      'nav.registrations',
      'nav.operations',
      'nav.inventoryGroup',
      'nav.reports',
      'nav.reportsRoutes',
      'nav.reportsDevices',
    ];
    for (const lang of ['pt-BR', 'en-US', 'es']) {
      const m = messages(lang);
      for (const id of ids) expect(m[id], `${lang} ${id}`).toBeTruthy();
    }
  });
});
