import { useMemo } from 'react';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { hstack, stack, wrap } from '../../../styled-system/patterns';
import { formatCount, formatDate, formatMoney, formatQuantity } from '../../services/format';
import { useRoute } from '../../services/routes.api';
import { PageHeader, PageSection } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { FailedState } from '../../ui/states';
import { useT } from '../../ui/use-t';
import { mapRouteOf } from './map/map-layers';
import { RouteMap } from './map/route-map';
import { RoutingPreview } from './preview/routing-preview';
import { RouteActions } from './route-actions';
import { routeAnswers } from './route-answers';
import { DriverChip, RouteStatusChip } from './route-chips';
import { RouteItems } from './route-items';

// /routes/:routeId (doc 3 §2 Routes detail): the status and driver chips, the route's facts (date,
// vehicle, distance in km, duration in minutes, the summary in R$ — doc 3 §3, §9), the route
// actions, the map of its stops in sequence and the order table.

const facts = wrap({ gap: '4', fontSize: 'sm', color: 'textMuted' });
const back = css({ color: 'accent', fontSize: 'sm', textDecoration: 'underline' });

export default function RouteDetail({ id }: { id: string }) {
  const t = useT();
  const route = useRoute(id);
  const mapRoutes = useMemo(() => (route.data ? [mapRouteOf(route.data)] : []), [route.data]);
  const r = route.data;
  return (
    <div className={stack({ gap: '4' })}>
      <Link href="/routes" className={back}>
        {t('routes.detail.back')}
      </Link>
      {route.isLoading ? (
        <Spinner size="lg" />
      ) : !r ? (
        <FailedState />
      ) : (
        <>
          <PageHeader
            title={t('routes.detail.title', { code: r.code })}
            actions={<RouteActions route={r} size="md" />}
          />
          <section className={hstack({ gap: '2', flexWrap: 'wrap' })} aria-label={t('routes.detail.state')}>
            <RouteStatusChip status={r.status} />
            <DriverChip name={r.user?.profile.name ?? null} />
          </section>
          <dl className={facts}>
            <div>
              <dt>{t('routes.columns.date')}</dt>
              <dd>{formatDate(r.routeDate)}</dd>
            </div>
            <div>
              <dt>{t('routes.columns.vehicle')}</dt>
              <dd>
                {r.vehicle
                  ? `${r.vehicle.plate} · ${t(`registers.vehicles.type.${r.vehicle.type}`)}`
                  : t('routes.noVehicle')}
              </dd>
            </div>
            <div>
              <dt>{t('routes.detail.distance')}</dt>
              <dd>{t('routes.detail.km', { km: (r.distance / 1000).toFixed(1) })}</dd>
            </div>
            <div>
              <dt>{t('routes.detail.duration')}</dt>
              <dd>{t('routes.detail.minutes', { minutes: Math.round(r.duration / 60) })}</dd>
            </div>
            {/* doc 3 §3 route summary; §9 "route summary values with R$ and 2 decimals" (the
                weight's unit is not shown: the number as stored) */}
            {(['kmPrice', 'totalPrice', 'invoiced'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`routes.detail.${key}`)}</dt>
                <dd>{formatMoney(r.summary[key])}</dd>
              </div>
            ))}
            <div>
              <dt>{t('routes.detail.volumes')}</dt>
              <dd>{formatCount(r.summary.volumes)}</dd>
            </div>
            <div>
              <dt>{t('routes.detail.weightGross')}</dt>
              <dd>{formatQuantity(r.summary.weightGross)}</dd>
            </div>
          </dl>
          <PageSection title={t('routes.detail.map')}>
            <RouteMap routes={mapRoutes} label={t('routes.detail.map')} />
          </PageSection>
          <PageSection title={t('routes.detail.orders')}>
            {routeAnswers(r).routing && <RoutingPreview route={r} />}
            <RouteItems route={r} />
          </PageSection>
        </>
      )}
    </div>
  );
}
