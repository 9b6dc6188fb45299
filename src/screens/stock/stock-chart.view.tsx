import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { cutLabel } from '../../domain/product-register';
import type { StockChartRow } from '../../services/stock.api';

// The stacked bar chart of stock by position (doc 3 §2 Stock: "Chart height 600. X-axis labels are
// cut at 10 characters"): positions on the x axis, one stacked series per product. This module is
// the lazy chunk (stock-chart.tsx loads it): echarts only with the parts it draws (DESIGN §4).

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Positions (x axis, by code) and one series per product, zero where it holds none. */
export function chartSeries(rows: readonly StockChartRow[]) {
  const positions = [...new Set(rows.map((r) => r.position.code))].sort();
  const at = new Map(positions.map((code, i) => [code, i]));
  const byProduct = new Map<string, { name: string; data: number[] }>();
  for (const r of rows) {
    let s = byProduct.get(r.item.id);
    if (!s) {
      s = { name: r.item.name, data: positions.map(() => 0) };
      byProduct.set(r.item.id, s);
    }
    s.data[at.get(r.position.code) as number] += r.quantity;
  }
  return { positions, series: [...byProduct.values()] };
}

export interface StockChartViewProps {
  rows: readonly StockChartRow[];
  label: string;
}

export default function StockChartView({ rows, label }: StockChartViewProps) {
  const { positions, series } = chartSeries(rows);
  const option = {
    aria: { enabled: true, label: { description: label } },
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { type: 'scroll', top: 0 },
    grid: { left: 48, right: 16, top: 40, bottom: 64 },
    xAxis: {
      type: 'category',
      data: positions,
      axisLabel: { rotate: 45, interval: 0, formatter: (value: string) => cutLabel(value) },
    },
    yAxis: { type: 'value' },
    series: series.map((s) => ({
      type: 'bar',
      stack: 'stock',
      name: s.name,
      data: s.data,
      emphasis: { focus: 'series' },
    })),
  };
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore echarts={echarts} option={option} notMerge style={{ height: 600, width: '100%' }} />
    </div>
  );
}
