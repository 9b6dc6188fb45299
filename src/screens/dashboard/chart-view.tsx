import type { EChartsOption } from 'echarts';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import ReactEChartsCore from 'echarts-for-react/esm/core';

// Loaded lazily (charts-block.tsx): echarts is heavy and only the dashboard draws charts. Only the
// parts these bar charts use are registered (DESIGN §4: echarts through its core entry).
echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export default function ChartView({
  option,
  label,
  height,
}: {
  option: EChartsOption;
  label: string;
  /** px, or '100%' to fill a parent of definite height (the TV wall's panel) */
  height: number | string;
}) {
  return (
    <div role="img" aria-label={label} style={typeof height === 'string' ? { height } : undefined}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        style={{ height }}
        opts={{ renderer: 'svg' }}
        notMerge
      />
    </div>
  );
}
