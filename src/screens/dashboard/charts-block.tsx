import type { EChartsOption } from 'echarts';
import { lazy, Suspense } from 'react';
import { css, cx } from '../../../styled-system/css';
import type { Indicator } from '../../domain/dashboard';
import { type DayRange, useIndicators } from '../../services/dashboard.api';
import { SkeletonRows } from '../../ui/states';
import { useT } from '../../ui/use-t';
import { QueryBody } from './block';
import { HeadRow } from './monitor-table';
import { tvLabel, tvTitle } from './tv/tv-type';
import { WEEKLY_SAMPLE } from './weekly-stats';

const ChartView = lazy(() => import('./chart-view'));
const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '4' });
const note = css({ fontSize: 'sm', color: 'textMuted' });

/** a stacked bar's zero says nothing and crowds its neighbours */
const hideZero = (p: { value: unknown }) => (p.value ? String(p.value) : '');

const STACKED = ['PENDING', 'INPROGRESS', 'OCCURRENCE', 'DONE'] as const;
const COLORS = { PENDING: '#64748b', INPROGRESS: '#2563eb', OCCURRENCE: '#d97706', DONE: '#15803d' } as const;

/** The table under a chart: the same figures for screen readers and for anyone who cannot hover. */
function FiguresTable({
  caption,
  head,
  rows,
  hidden,
}: {
  caption: string;
  head: string[];
  rows: Array<[string, ...number[]]>;
  /** on the wall the chart carries the figures on its bars; the table stays for screen readers */
  hidden?: boolean;
}) {
  return (
    <table
      className={cx(
        css({
          fontSize: 'sm',
          width: 'full',
          '& td, & th': { px: '2', py: '1', textAlign: 'right' },
          '& th:first-child, & td:first-child': { textAlign: 'left' },
        }),
        hidden && css({ srOnly: true }),
      )}
    >
      <caption className={css({ srOnly: true })}>{caption}</caption>
      <HeadRow labels={head} />
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

/** The wall's drawing of a chart (issue 30): text at `fontPx` (the wall's label size), values on
 * the bars, the chart filling its panel; the figures table only for screen readers. */
export interface WallChart {
  fontPx: number;
}
const figureStyle = (wall?: WallChart) =>
  wall ? { display: 'flex', flexDirection: 'column' as const, height: '100%' } : undefined;
const chartBox = (wall?: WallChart) => (wall ? { flex: '1', minHeight: 0 } : undefined);
const wallText = (wall?: WallChart) => (wall ? { fontSize: wall.fontPx } : undefined);

/** A chart of the block, lazily drawn: on the wall it fills what its figure leaves and leaves
 * `legendLines` of text above the bars for the legend (and the values on top). */
function Chart({
  title,
  height,
  wall,
  legendLines,
  option,
}: {
  title: string;
  height: number;
  wall?: WallChart;
  legendLines: number;
  option: Pick<EChartsOption, 'xAxis' | 'yAxis' | 'series'>;
}) {
  return (
    <div style={chartBox(wall)}>
      <Suspense fallback={<SkeletonRows rows={4} columns={1} />}>
        <ChartView
          label={title}
          height={wall ? '100%' : height}
          option={{
            tooltip: { trigger: 'axis' },
            // on the wall the chart's text is the wall's size and so are the margins around it: the
            // chart lays text out on the font size, the glyphs stand a little taller (at 48 px, 4K,
            // the legend's tops and the day names' descenders were cut at fixed margins)
            legend: wall
              ? {
                  top: wall.fontPx * 0.25,
                  itemWidth: wall.fontPx,
                  itemHeight: wall.fontPx * 0.6,
                  textStyle: wallText(wall),
                }
              : { top: 0 },
            grid: wall
              ? {
                  left: 8,
                  right: wall.fontPx * 0.75,
                  top: wall.fontPx * legendLines,
                  bottom: wall.fontPx * 0.4,
                  containLabel: true,
                }
              : { left: 40, right: 10, top: 36, bottom: 30 },
            ...option,
          }}
        />
      </Suspense>
    </div>
  );
}

export function OperationsChart({
  list,
  height = 280,
  wall,
}: {
  list: Indicator[];
  height?: number;
  wall?: WallChart;
}) {
  const t = useT();
  const names = list.map((i) => t(`dashboard.operation.${i.type}`));
  const qty = (i: Indicator, s: string) => i.status.find((f) => f.status === s)?.quantity ?? 0;
  const title = t('dashboard.charts.operations');
  // on the wall the bars lie down: the operations' names read along the left, not squeezed under
  const categories = { type: 'category' as const, data: names, axisLabel: wallText(wall) };
  const values = { type: 'value' as const, axisLabel: wallText(wall) };
  return (
    <figure style={figureStyle(wall)}>
      <figcaption className={cx(css({ fontWeight: 'semibold', mb: '1' }), wall && tvTitle)}>
        {title}
      </figcaption>
      <Chart
        title={title}
        height={height}
        wall={wall}
        legendLines={2.4}
        option={{
          xAxis: wall ? values : categories,
          yAxis: wall ? { ...categories, inverse: true } : values,
          series: STACKED.map((s) => ({
            type: 'bar',
            stack: 'all',
            name: t(`dashboard.status.${s}`),
            color: COLORS[s],
            data: list.map((i) => qty(i, s)),
            label: wall ? { show: true, fontSize: wall.fontPx, formatter: hideZero } : undefined,
          })),
        }}
      />
      <FiguresTable
        hidden={Boolean(wall)}
        caption={title}
        head={[t('dashboard.charts.operation'), ...STACKED.map((s) => t(`dashboard.status.${s}`))]}
        rows={list.map((i, n) => [names[n], ...STACKED.map((s) => qty(i, s))])}
      />
    </figure>
  );
}

export function WeeklyChart({ height = 280, wall }: { height?: number; wall?: WallChart }) {
  const t = useT();
  const days = [1, 2, 3, 4, 5, 6, 7].map((d) => t(`dashboard.weekday.${d}`));
  const title = t('dashboard.charts.weekly');
  const label = wall ? { show: true, position: 'top' as const, fontSize: wall.fontPx } : undefined;
  return (
    <figure style={figureStyle(wall)}>
      <figcaption className={cx(css({ fontWeight: 'semibold', mb: '1' }), wall && tvTitle)}>
        {title}
      </figcaption>
      <p className={cx(note, wall && tvLabel)}>{t('dashboard.charts.sample')}</p>
      <Chart
        title={title}
        height={height}
        wall={wall}
        legendLines={3.4}
        option={{
          xAxis: { type: 'category', data: days, axisLabel: wallText(wall) },
          yAxis: { type: 'value', axisLabel: wallText(wall) },
          series: [
            {
              type: 'bar',
              name: t('dashboard.status.DONE'),
              color: COLORS.DONE,
              data: [...WEEKLY_SAMPLE.done],
              label,
            },
            {
              type: 'bar',
              name: t('dashboard.status.LATE'),
              color: '#b91c1c',
              data: [...WEEKLY_SAMPLE.late],
              label,
            },
          ],
        }}
      />
      <FiguresTable
        hidden={Boolean(wall)}
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
