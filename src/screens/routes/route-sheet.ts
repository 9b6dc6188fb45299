import type { RouteItem, RouteRecord } from '../../domain/operations';
import { statusKey } from '../../domain/route-rules';
import { printReport, type ReportColumn } from '../../services/documents/report-pdf';
import { formatDate } from '../../services/format';
import { t } from '../../services/i18n';

// The route sheet (doc 3 §4 "print"): the route's stops in sequence as a landscape A4 list report
// (src/services/documents/report-pdf.ts, jspdf imported lazily there), with the date, driver,
// vehicle, distance in km and duration in minutes under the title (doc 3 §10 units).

const sequenced = (route: RouteRecord) =>
  [...route.items].sort(
    (a, b) => (a.sequence ?? Number.MAX_SAFE_INTEGER) - (b.sequence ?? Number.MAX_SAFE_INTEGER),
  );

export function routeSheetColumns(): ReportColumn<RouteItem>[] {
  return [
    { header: t('routes.columns.sequence'), value: (i) => i.sequence ?? '–', weight: 0.5, align: 'right' },
    { header: t('routes.columns.order'), value: (i) => i.order.orderNumber },
    {
      header: t('routes.columns.recipient'),
      value: (i) => i.order.recipient.fantasyName || i.order.recipient.name,
      weight: 2,
    },
    {
      header: t('routes.columns.address'),
      value: (i) =>
        `${i.order.recipient.street}, ${i.order.recipient.number} — ${i.order.recipient.neighborhood}, ${i.order.recipient.city}/${i.order.recipient.state} ${i.order.recipient.postalCode}`,
      weight: 4,
    },
    { header: t('routes.columns.status'), value: (i) => t(statusKey(i.status)) },
  ];
}

/** Summary line of the sheet: date, driver, vehicle, km, minutes. */
export function routeSheetSubtitle(route: RouteRecord): string {
  return t('routes.sheet.subtitle', {
    date: formatDate(route.routeDate),
    driver: route.user?.profile.name ?? t('routes.noDriver'),
    vehicle: route.vehicle?.plate ?? t('routes.noVehicle'),
    km: (route.distance / 1000).toFixed(1),
    minutes: Math.round(route.duration / 60),
  });
}

export const printRouteSheet = (route: RouteRecord) =>
  printReport(t('routes.sheet.title', { code: route.code }), routeSheetColumns(), sequenced(route), {
    subtitle: routeSheetSubtitle(route),
    fileName: `rota-${route.code}`,
  });
