import { lazy, Suspense } from 'react';
import { css } from '../../../styled-system/css';
import type { Indicator } from '../../domain/dashboard';
import { type DayRange, useIndicators } from '../../services/dashboard.api';
import { SkeletonRows } from '../../ui/states';
import { useT } from '../../ui/use-t';
import { QueryBody } from './block';
import { WEEKLY_SAMPLE } from './weekly-stats';

const ChartView = lazy(() => import('./chart-view'));
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '4' });
const note = css({ fontSize: 'sm', color: 'textMuted' });

const STACKED = ['PENDING', 'INPROGRESS', 'OCCURRENCE', 'DONE'] as const;
const COLORS = { PENDING: '#64748b', INPROGRESS: '#2563eb', OCCURRENCE: '#d97706', DONE: '#15803d' } as const;

/** The table under a chart: the same figures for screen readers and for anyone who cannot hover. */
function FiguresTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string[];
  rows: Array<[string, ...number[]]>;
}) {
  return (
    <table
      className={css({
        fontSize: 'sm',
        width: 'full',
        '& td, & th': { px: '2', py: '1', textAlign: 'right' },
        '& th:first-child, & td:first-child': { textAlign: 'left' },
      })}
    >
      <caption className={css({ srOnly: true })}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, ...values]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {values.map((v, i) => (
              <td key={head[i + 1]}>{v}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OperationsChart({ list, height = 280 }: { list: Indicator[]; height?: number }) {
  const t = useT();
  const names = list.map((i) => t(`dashboard.operation.${i.type}`));
  const qty = (i: Indicator, s: string) => i.status.find((f) => f.status === s)?.quantity ?? 0;
  const title = t('dashboard.charts.operations');
  return (
    <figure>
      <figcaption className={css({ fontWeight: 'semibold', mb: '1' })}>{title}</figcaption>
      <Suspense fallback={<SkeletonRows rows={4} columns={1} />}>
        <ChartView
          label={title}
          height={height}
          option={{
            tooltip: { trigger: 'axis' },
            legend: { top: 0 },
            grid: { left: 40, right: 10, top: 36, bottom: 30 },
            xAxis: { type: 'category', data: names },
            yAxis: { type: 'value' },
            series: STACKED.map((s) => ({
              type: 'bar',
              stack: 'all',
              name: t(`dashboard.status.${s}`),
              color: COLORS[s],
              data: list.map((i) => qty(i, s)),
            })),
          }}
        />
      </Suspense>
      <FiguresTable
        caption={title}
        head={[t('dashboard.charts.operation'), ...STACKED.map((s) => t(`dashboard.status.${s}`))]}
        rows={list.map((i, n) => [names[n], ...STACKED.map((s) => qty(i, s))])}
      />
    </figure>
  );
}

export function WeeklyChart({ height = 280 }: { height?: number }) {
  const t = useT();
  const days = [1, 2, 3, 4, 5, 6, 7].map((d) => t(`dashboard.weekday.${d}`));
  const title = t('dashboard.charts.weekly');
  return (
    <figure>
      <figcaption className={css({ fontWeight: 'semibold', mb: '1' })}>{title}</figcaption>
      <p className={note}>{t('dashboard.charts.sample')}</p>
      <Suspense fallback={<SkeletonRows rows={4} columns={1} />}>
        <ChartView
          label={title}
          height={height}
          option={{
            tooltip: { trigger: 'axis' },
            legend: { top: 0 },
            grid: { left: 40, right: 10, top: 36, bottom: 30 },
            xAxis: { type: 'category', data: days },
            yAxis: { type: 'value' },
            series: [
              {
                type: 'bar',
                name: t('dashboard.status.DONE'),
                color: COLORS.DONE,
                data: [...WEEKLY_SAMPLE.done],
              },
              {
                type: 'bar',
                name: t('dashboard.status.LATE'),
                color: '#b91c1c',
                data: [...WEEKLY_SAMPLE.late],
              },
            ],
          }}
        />
      </Suspense>
      <FiguresTable
        caption={title}
        head={[t('dashboard.charts.weekdayHead'), t('dashboard.status.DONE'), t('dashboard.status.LATE')]}
        rows={days.map((d, i) => [d, WEEKLY_SAMPLE.done[i], WEEKLY_SAMPLE.late[i]])}
      />
    </figure>
  );
}

/** doc 1 §2.8 operation charts (flag dashboardOperationCharts): the indicators by operation and
 * the weekly statistics by weekday (fixed sample numbers, weekly-stats.ts). */
export function ChartsBlock({ range }: { range: DayRange }) {
  const query = useIndicators(range);
  return (
    <div className={grid}>
      <QueryBody query={query} isEmpty={(list) => list.length === 0}>
        {(list) => <OperationsChart list={list} />}
      </QueryBody>
      <WeeklyChart />
    </div>
  );
}
