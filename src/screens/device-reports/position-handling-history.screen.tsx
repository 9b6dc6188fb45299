import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { DEFAULT_DATE_PRESET, presetRange } from '../../domain/dates';
import type { HandlingHistoryRow } from '../../domain/device-records';
import { useCompanies } from '../../services/company.api';
import { fetchHandlingHistoryReport, useHandlingHistory } from '../../services/devices.api';
import { printReport } from '../../services/documents/report-pdf';
import { formatDate, formatDateTime } from '../../services/format';
import { useViewedCompanyDocument } from '../../services/query-client';
import { Button } from '../../ui/button';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { type DateRange, DateRangePicker } from '../../ui/date-range-picker';
import { FilterPanel } from '../../ui/filter-panel';
import { PageHeader, PageSection } from '../../ui/page';
import { Pagination, usePageSize } from '../../ui/pagination';
import { useT } from '../../ui/use-t';

const mono = css({ fontFamily: 'mono', fontSize: 'xs' });

/**
 * /position-handling-history-report — "RFID portal handling history" (doc 1 §2.6 reports menu;
 * doc 3 §2 movement history: filter by date; columns operation, origin position, destination
 * position, product with RFID code, warehouse, building; PDF landscape). Rows come from
 * GET /position-handling/history (doc 3 §7); the device platform writes one per portal-confirmed
 * move. The date range defaults to the last 7 days (doc 1 §9 presets).
 */
export function PositionHandlingHistoryScreen() {
  const t = useT();
  const [draft, setDraft] = useState<DateRange>(() => presetRange(DEFAULT_DATE_PRESET));
  const [range, setRange] = useState<DateRange>(draft);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = usePageSize();
  const history = useHandlingHistory(range, page, pageSize);
  const document = useViewedCompanyDocument();
  const company = useCompanies().data?.find((c) => c.cnpj === document) ?? null;
  const [printing, setPrinting] = useState(false);

  const operation = (code: string) => {
    const id = `deviceReports.history.operation.${code}`;
    const text = t(id);
    return text === id ? code : text;
  };
  const product = (row: HandlingHistoryRow) => row.product?.description ?? row.product?.sku ?? null;

  const columns: DataTableColumn<HandlingHistoryRow>[] = [
    {
      key: 'createdAt',
      header: t('deviceReports.history.columns.date'),
      render: (r) => formatDateTime(r.createdAt),
    },
    {
      key: 'operation',
      header: t('deviceReports.history.columns.operation'),
      render: (r) => operation(r.operation),
    },
    {
      key: 'origin',
      header: t('deviceReports.history.columns.origin'),
      render: (r) => r.positionCodeOrigin ?? '—',
    },
    {
      key: 'destiny',
      header: t('deviceReports.history.columns.destiny'),
      render: (r) => r.positionCodeDestiny ?? '—',
    },
    {
      key: 'product',
      header: t('deviceReports.history.columns.product'),
      // doc 3 §2 "product with RFID code": the product when the tag is known, then its code
      render: (r) => (
        <>
          {product(r) && `${product(r)} · `}
          {r.rfidcode ? <span className={mono}>{r.rfidcode}</span> : !product(r) && '—'}
        </>
      ),
    },
    {
      key: 'warehouse',
      header: t('deviceReports.history.columns.warehouse'),
      render: (r) => r.warehouse?.name ?? '—',
    },
    {
      key: 'building',
      header: t('deviceReports.history.columns.building'),
      render: (r) => r.warehouse?.building?.name ?? '—',
    },
  ];

  const exportPdf = async () => {
    setPrinting(true);
    try {
      const all = await fetchHandlingHistoryReport(range);
      await printReport(
        t('nav.positionHandlingHistory'),
        [
          {
            header: t('deviceReports.history.columns.date'),
            value: (r: HandlingHistoryRow) => formatDateTime(r.createdAt),
          },
          { header: t('deviceReports.history.columns.operation'), value: (r) => operation(r.operation) },
          { header: t('deviceReports.history.columns.origin'), value: (r) => r.positionCodeOrigin },
          { header: t('deviceReports.history.columns.destiny'), value: (r) => r.positionCodeDestiny },
          {
            header: t('deviceReports.history.columns.product'),
            value: (r) => product(r) ?? '—',
            weight: 1.4,
          },
          { header: t('deviceReports.history.columns.rfid'), value: (r) => r.rfidcode, weight: 1.6 },
          { header: t('deviceReports.history.columns.warehouse'), value: (r) => r.warehouse?.name },
          { header: t('deviceReports.history.columns.building'), value: (r) => r.warehouse?.building?.name },
        ],
        all.histories,
        {
          company: company?.logo ? company : null,
          subtitle: t('deviceReports.period', { start: formatDate(range.start), end: formatDate(range.end) }),
        },
      );
    } catch {
      // the API client already toasted the failed call
    } finally {
      setPrinting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('nav.positionHandlingHistory')}
        actions={
          <Button variant="outline" onClick={exportPdf} loading={printing} disabled={!history.data?.total}>
            {t('deviceReports.pdf')}
          </Button>
        }
      />
      <PageSection>
        <FilterPanel
          onSearch={() => {
            setRange(draft);
            setPage(1);
          }}
          onClear={() => {
            const fresh = presetRange(DEFAULT_DATE_PRESET);
            setDraft(fresh);
            setRange(fresh);
            setPage(1);
          }}
          searching={history.isFetching && !history.isLoading}
        >
          <DateRangePicker value={draft} onChange={setDraft} label={t('deviceReports.periodLabel')} />
        </FilterPanel>
      </PageSection>
      <PageSection>
        <DataTable
          caption={t('nav.positionHandlingHistory')}
          columns={columns}
          rows={history.data?.histories}
          rowKey={(r) => r.id}
          loading={history.isLoading}
          error={history.isError}
        />
        <Pagination
          page={page}
          pageSize={pageSize}
          total={history.data?.total ?? 0}
          onPageChange={setPage}
          onPageSizeChange={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </PageSection>
    </>
  );
}
