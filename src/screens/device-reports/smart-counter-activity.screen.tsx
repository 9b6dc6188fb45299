import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from '../../../styled-system/css';
import type { SmartCounterActivity, SmartCounterDevice } from '../../domain/device-records';
import { useCompanies } from '../../services/company.api';
import { useSmartCounters } from '../../services/devices.api';
import { printReport } from '../../services/documents/report-pdf';
import { formatDateTime } from '../../services/format';
import { useViewedCompanyDocument } from '../../services/query-client';
import { srOnly } from '../../ui/a11y';
import { Button } from '../../ui/button';
import { dataTableRecipe } from '../../ui/data-table';
import { ChevronDownIcon, ChevronRightIcon } from '../../ui/icons';
import { PageHeader, PageSection } from '../../ui/page';
import { EmptyState, FailedState, SkeletonRows } from '../../ui/states';
import { useT } from '../../ui/use-t';

const cell = css({
  px: '2.5',
  py: '1.5',
  verticalAlign: 'middle',
  borderBottomWidth: '1px',
  borderColor: 'gray.200',
});
const toggleColumn = css({ width: '12' });
const numeric = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
const nested = css({ bg: 'gray.50', px: '8', py: '2' });
const nestedTable = css({
  width: 'full',
  fontSize: 'table',
  '& th': { textAlign: 'left', fontWeight: 'semibold', color: 'gray.700', py: '1', px: '2' },
  '& td': { py: '1', px: '2', borderTopWidth: '1px', borderColor: 'gray.200' },
});

const COLUMNS = 5;

/**
 * /smart-counter-activity-report (doc 3 §2 Reports "Smart counter activities: devices with
 * expandable rows of activities (name, IP, count, created at). PDF."). The data comes from the
 * smart counter's device service (doc 3 §7), the viewed company's; the seed shows no filter.
 */
export function SmartCounterActivityScreen() {
  const intl = useIntl();
  const t = useT();
  const counters = useSmartCounters();
  const document = useViewedCompanyDocument();
  const company = useCompanies().data?.find((c) => c.cnpj === document) ?? null;
  const [open, setOpen] = useState<Set<string>>(new Set());
  const [printing, setPrinting] = useState(false);
  const styles = dataTableRecipe();
  const devices = counters.data?.devices ?? [];

  const toggle = (name: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(name)) next.delete(name);
      else next.add(name);
      return next;
    });

  const exportPdf = async () => {
    setPrinting(true);
    try {
      const rows = devices.flatMap((d) => d.activities);
      await printReport<SmartCounterActivity>(
        t('nav.smartCounterActivity'),
        [
          { header: t('deviceReports.smart.columns.device'), value: (r) => r.deviceName, weight: 1.4 },
          { header: t('deviceReports.smart.columns.ip'), value: (r) => r.deviceIP },
          {
            header: t('deviceReports.smart.columns.count'),
            value: (r) => intl.formatNumber(r.counter),
            align: 'right',
          },
          { header: t('deviceReports.smart.columns.createdAt'), value: (r) => formatDateTime(r.createdAt) },
        ],
        rows,
        { company: company?.logo ? company : null },
      );
    } finally {
      setPrinting(false);
    }
  };

  const fullRow = (content: React.ReactNode) => (
    <tr>
      <td colSpan={COLUMNS} className={styles.stateCell}>
        {content}
      </td>
    </tr>
  );

  let body: React.ReactNode;
  if (counters.isLoading) body = <SkeletonRows columns={COLUMNS} rows={3} cellClassName={cell} />;
  else if (counters.isError) body = fullRow(<FailedState />);
  else if (devices.length === 0) body = fullRow(<EmptyState />);
  else
    body = devices.map((d: SmartCounterDevice) => {
      const expanded = open.has(d.deviceName);
      const panelId = `activities-${d.deviceName.replace(/[^A-Za-z0-9_-]/g, '_')}`;
      return (
        <Fragment key={d.deviceName}>
          <tr className={styles.row}>
            <td className={cell}>
              <Button
                variant="ghost"
                size="sm"
                iconOnly
                aria-expanded={expanded}
                aria-controls={panelId}
                aria-label={t(expanded ? 'deviceReports.smart.collapse' : 'deviceReports.smart.expand', {
                  device: d.deviceName,
                })}
                onClick={() => toggle(d.deviceName)}
              >
                {expanded ? <ChevronDownIcon /> : <ChevronRightIcon />}
              </Button>
            </td>
            <td className={cell}>{d.deviceName}</td>
            <td className={cell}>{d.deviceIP}</td>
            <td className={cx(cell, numeric)}>{intl.formatNumber(d.total)}</td>
            <td className={cell}>{d.lastActivityAt ? formatDateTime(d.lastActivityAt) : '—'}</td>
          </tr>
          {expanded && (
            <tr id={panelId}>
              <td colSpan={COLUMNS} className={nested}>
                {d.activities.length === 0 ? (
                  <EmptyState message={t('deviceReports.smart.noActivities')} />
                ) : (
                  <table className={nestedTable}>
                    <caption className={srOnly}>
                      {t('deviceReports.smart.activitiesOf', { device: d.deviceName })}
                    </caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('deviceReports.smart.columns.device')}</th>
                        <th scope="col">{t('deviceReports.smart.columns.ip')}</th>
                        <th scope="col" className={numeric}>
                          {t('deviceReports.smart.columns.count')}
                        </th>
                        <th scope="col">{t('deviceReports.smart.columns.createdAt')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {d.activities.map((a) => (
                        <tr key={a.id}>
                          <td>{a.deviceName}</td>
                          <td>{a.deviceIP}</td>
                          <td className={numeric}>{intl.formatNumber(a.counter)}</td>
                          <td>{formatDateTime(a.createdAt)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
              </td>
            </tr>
          )}
        </Fragment>
      );
    });

  return (
    <>
      <PageHeader
        title={t('nav.smartCounterActivity')}
        actions={
          <Button variant="outline" onClick={exportPdf} loading={printing} disabled={devices.length === 0}>
            {t('deviceReports.pdf')}
          </Button>
        }
      />
      <PageSection>
        <div className={styles.wrapper}>
          <table className={styles.table} aria-busy={counters.isLoading || undefined}>
            <caption className={srOnly}>{t('nav.smartCounterActivity')}</caption>
            <thead className={styles.head}>
              <tr>
                <th scope="col" className={cx(styles.headerCell, toggleColumn)}>
                  <span className={srOnly}>{t('deviceReports.smart.columns.activities')}</span>
                </th>
                <th scope="col" className={styles.headerCell}>
                  {t('deviceReports.smart.columns.device')}
                </th>
                <th scope="col" className={styles.headerCell}>
                  {t('deviceReports.smart.columns.ip')}
                </th>
                <th scope="col" className={cx(styles.headerCell, numeric)}>
                  {t('deviceReports.smart.columns.count')}
                </th>
                <th scope="col" className={styles.headerCell}>
                  {t('deviceReports.smart.columns.lastActivity')}
                </th>
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
      </PageSection>
    </>
  );
}
