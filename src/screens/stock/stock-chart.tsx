import { lazy, Suspense, useState } from 'react';
import { css, cx } from '../../../styled-system/css';
import { useSimpleProducts } from '../../services/products.api';
import { type StockFilterOptions, useStockChart } from '../../services/stock.api';
import { PageSection } from '../../ui/page';
import { Select } from '../../ui/select';
import { EmptyState, FailedState, skeletonRecipe } from '../../ui/states';
import { useT } from '../../ui/use-t';

// The stock chart with its two filters (doc 3 §2 Stock "filter by category then product"; §7 GET
// /dashboard/charts-stock with optional categoryId and productId): choosing a category narrows the
// product list and clears the product. echarts comes in its own chunk (stock-chart.view.tsx).

const StockChartView = lazy(() => import('./stock-chart.view'));
const bar = css({ display: 'flex', gap: '3', flexWrap: 'wrap', mb: '3', '& > *': { minWidth: '220px' } });
const title = css({ fontSize: 'md', fontWeight: 'semibold', mb: '2' });
const placeholder = css({ height: '600px', width: 'full' });

export function StockChart({ categories }: { categories: StockFilterOptions['categories'] }) {
  const t = useT();
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [productId, setProductId] = useState<string | null>(null);
  const chart = useStockChart(categoryId, productId);
  const products = useSimpleProducts(categoryId).data?.products ?? [];
  const all = { value: '', label: t('stock.chart.all') };
  const rows = chart.data?.rows;

  return (
    <PageSection>
      <h2 className={title}>{t('stock.chart.title')}</h2>
      <div className={bar}>
        <Select
          label={t('stock.chart.category')}
          items={[all, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          value={categoryId ?? ''}
          onValueChange={(v) => {
            setCategoryId(v || null);
            setProductId(null);
          }}
        />
        <Select
          label={t('stock.chart.product')}
          items={[all, ...products.map((p) => ({ value: p.id, label: `${p.sku} · ${p.description}` }))]}
          value={productId ?? ''}
          onValueChange={(v) => setProductId(v || null)}
        />
      </div>
      {chart.isLoading ? (
        <div className={cx(skeletonRecipe({ width: 'long' }), placeholder)} aria-busy="true" />
      ) : chart.isError ? (
        <FailedState message={t('stock.chart.failed')} />
      ) : !rows || rows.length === 0 ? (
        <EmptyState message={t('stock.chart.empty')} />
      ) : (
        <Suspense fallback={<div className={placeholder} />}>
          <StockChartView rows={rows} label={t('stock.chart.title')} />
        </Suspense>
      )}
    </PageSection>
  );
}
