import { useCallback, useState } from 'react';
import { css } from '../../../styled-system/css';
import { grid } from '../../../styled-system/patterns';
import { useDeviceFeed, useRefreshOnActivity } from '../../services/device-feed';
import { useDevices, useDevicesDashboard } from '../../services/devices.api';
import { useViewedCompanyDocument } from '../../services/query-client';
import { srOnly } from '../../ui/a11y';
import { Button } from '../../ui/button';
import { InfoCard } from '../../ui/info-card';
import { PageHeader } from '../../ui/page';
import { EmptyState, FailedState } from '../../ui/states';
import { useT } from '../../ui/use-t';
import { FileIcon, ReloadIcon } from './device-icons';
import { ImportDevicesDialog } from './import-devices.dialog';
import { LiveFeed } from './live-feed';
import { StreetMap } from './street-map';

const cards = grid({
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: '3',
  mb: '4',
});
const body = grid({
  gridTemplateColumns: '1fr',
  gap: '4',
  alignItems: 'start',
  lg: { gridTemplateColumns: 'minmax(0, 1fr) 320px' },
});
const panel = css({
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  minHeight: '240px',
});
const skeleton = css({
  height: '440px',
  bg: 'gray.100',
  borderRadius: 'md',
  animation: 'shimmer 1.2s ease-in-out infinite',
  _motionReduce: { animation: 'none' },
});

/**
 * /devices (doc 3 §2 "Devices", §7): the street map of pick-to-light lights, with reload and CSV
 * import, "no layouts" when the company has none; lights change colour live over MQTT (WebSocket
 * at /mqtt), GET /devices refreshes every 15 s as a fallback (doc 1 §7.1). Beside it, the live
 * feed of portal passes, route confirmations and counter events.
 */
export function DevicesScreen() {
  const company = useViewedCompanyDocument();
  const devices = useDevices();
  const dashboard = useDevicesDashboard();
  const feed = useDeviceFeed(company);
  const [importing, setImporting] = useState(false);
  // The totals (lights on, passes, confirmations) follow the live feed, not only the 15 s refresh.
  const { refetch: refetchDashboard } = dashboard;
  useRefreshOnActivity(useCallback(() => void refetchDashboard(), [refetchDashboard]));
  const t = useT();

  const reload = () => {
    void devices.refetch();
    void dashboard.refetch();
  };
  const list = devices.data?.devices ?? [];
  const hasLayout = list.some((d) => (d.type === 'light' || d.type === 'controller') && d.street !== null);
  const d = dashboard.data;

  return (
    <>
      <PageHeader
        title={t('nav.devices')}
        actions={
          <>
            <Button variant="outline" onClick={reload} loading={devices.isFetching && !devices.isLoading}>
              <ReloadIcon />
              {t('devices.reload')}
            </Button>
            <Button onClick={() => setImporting(true)}>
              <FileIcon />
              {t('devices.import.open')}
            </Button>
          </>
        }
      />
      {d && (
        <div className={cards}>
          <InfoCard
            title={t('devices.cards.portals')}
            value={`${d.portal.online}/${d.portal.total}`}
            hint={t('devices.cards.online')}
            tone={d.portal.lost > 0 ? 'danger' : 'accent'}
          />
          <InfoCard
            title={t('devices.cards.lights')}
            value={d.light.on}
            hint={t('devices.cards.lightsHint', { online: d.light.online, total: d.light.total })}
            tone="success"
          />
          <InfoCard
            title={t('devices.cards.counters')}
            value={`${d.counter.online}/${d.counter.total}`}
            hint={t('devices.cards.online')}
          />
          <InfoCard title={t('devices.cards.passes')} value={d.passes24h} hint={t('devices.cards.last24h')} />
          <InfoCard
            title={t('devices.cards.confirmations')}
            value={d.confirmations24h}
            hint={t('devices.cards.last24h')}
            tone="success"
          />
          <InfoCard
            title={t('devices.cards.rejected')}
            value={d.rejected.count}
            hint={
              d.rejected.last
                ? t('devices.cards.rejectedLast', {
                    device: d.rejected.last.deviceId,
                    message: d.rejected.last.message,
                  })
                : t('devices.cards.rejectedNone')
            }
            tone={d.rejected.count > 0 ? 'warning' : 'default'}
          />
        </div>
      )}
      <div className={body}>
        {devices.isLoading ? (
          <div className={skeleton} role="status">
            <span className={srOnly}>{t('ui.loading')}</span>
          </div>
        ) : devices.isError && !devices.data ? (
          <div className={panel}>
            <FailedState />
          </div>
        ) : hasLayout ? (
          <StreetMap devices={list} />
        ) : (
          <div className={panel}>
            <EmptyState message={t('devices.noLayouts')} />
          </div>
        )}
        <LiveFeed status={feed} />
      </div>
      <ImportDevicesDialog open={importing} onOpenChange={setImporting} onImported={reload} />
    </>
  );
}
