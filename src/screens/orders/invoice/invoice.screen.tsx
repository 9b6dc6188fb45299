import { lazy, Suspense, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import { DEFAULT_DATE_PRESET, presetRange, toApiDate } from '../../../domain/dates';
import type { InvoiceRecord } from '../../../domain/operations';
import { useCompanies } from '../../../services/company.api';
import { formatDate, formatDateTime, formatQuantity } from '../../../services/format';
import { fetchInvoices, useInvoices } from '../../../services/invoices.api';
import { useViewedCompany } from '../../../services/order-registers.api';
import { PrintIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { useCodeLabels } from '../../../ui/code-labels';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { type DateRange, DateRangePicker } from '../../../ui/date-range-picker';
import { PageHeader } from '../../../ui/page';
import { Pagination, usePageSize } from '../../../ui/pagination';
import { ALL_TAB, RecordTabs } from '../../../ui/record-tabs';
import { Badge, statusTone } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { allPages } from '../occurrence/occurrence-report';
import { InvoiceDetail } from './invoice-detail';
import { invoiceOrderNumbers, invoiceReportColumns, invoiceTotals, invoiceUser } from './invoice-report';

// /invoice — doc 2 §2 "Invoice page: orders table with a floating print-report button, filtered by
// initial and final date; tabs". GET /invoices (page, take, initialDate, finalDate), refreshed
// every 30 s (doc 2 §9). A row opens its invoice in a tab; the floating button prints every
// invoice of the period as a landscape A4 report with the company logo.

const OrderDetailDialog = lazy(() =>
  import('../detail/order-detail.dialog').then((m) => ({ default: m.OrderDetailDialog })),
);

const content = stack({ gap: '3', pb: '16' });
const orderNumbers = css({
  display: 'block',
  maxWidth: '28rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
const floating = css({
  position: 'fixed',
  right: { base: '4', md: '8' },
  bottom: { base: '4', md: '8' },
  zIndex: 'sticky',
  boxShadow: 'popover',
  borderRadius: 'full',
});

export function InvoiceScreen() {
  const t = useT();
  const labels = useCodeLabels();
  const companies = useCompanies();
  const company = useViewedCompany(companies.data);
  const [range, setRange] = useState<DateRange>(() => presetRange(DEFAULT_DATE_PRESET));
  const [pageNumber, setPageNumber] = useState(1);
  const [take, setTake] = usePageSize();
  const [tabs, setTabs] = useState<InvoiceRecord[]>([]);
  const [active, setActive] = useState<string>(ALL_TAB);
  const [viewing, setViewing] = useState<string | null>(null);
  const [printing, setPrinting] = useState(false);

  const dates = { initialDate: toApiDate(range.start), finalDate: toApiDate(range.end) };
  const list = useInvoices({ ...dates, page: pageNumber, take });

  const open = (invoice: InvoiceRecord) => {
    setTabs((current) => (current.some((tab) => tab.id === invoice.id) ? current : [...current, invoice]));
    setActive(invoice.id);
  };
  const close = (id: string) => {
    const at = tabs.findIndex((tab) => tab.id === id);
    const rest = tabs.filter((tab) => tab.id !== id);
    setTabs(rest);
    if (active === id) setActive((rest[at] ?? rest[at - 1])?.id ?? ALL_TAB);
  };
  // The tab shows the freshest copy of its invoice when the list has it.
  const activeInvoice = (() => {
    const opened = tabs.find((tab) => tab.id === active);
    return opened ? (list.data?.orders.find((r) => r.id === opened.id) ?? opened) : null;
  })();

  const printReport = async () => {
    setPrinting(true);
    try {
      const rows = await allPages(async (page, size) => {
        const answer = await fetchInvoices({ ...dates, page, take: size });
        return { rows: answer.orders, total: answer.countOrders };
      });
      const { printReport: print } = await import('../../../services/documents/report-pdf');
      await print(t('invoice.report.title'), invoiceReportColumns(t, labels.status), rows, {
        company: company ?? { logo: null },
        subtitle: t('invoice.report.period', { start: formatDate(range.start), end: formatDate(range.end) }),
        fileName: t('invoice.report.file'),
      });
    } catch {
      // list failures were told by the API client; document errors by the documents service
    } finally {
      setPrinting(false);
    }
  };

  const columns: DataTableColumn<InvoiceRecord>[] = [
    { key: 'code', header: t('invoice.columns.code') },
    {
      key: 'invoiceDate',
      header: t('invoice.columns.invoiceDate'),
      render: (r) => formatDateTime(r.invoiceDate),
    },
    { key: 'user', header: t('invoice.columns.user'), render: (r) => invoiceUser(r) },
    {
      key: 'orders',
      header: t('invoice.columns.orders'),
      align: 'right',
      render: (r) => invoiceTotals(r).orders,
    },
    {
      key: 'orderNumbers',
      header: t('invoice.columns.orderNumbers'),
      render: (r) => (
        <span className={orderNumbers} title={invoiceOrderNumbers(r)}>
          {invoiceOrderNumbers(r)}
        </span>
      ),
    },
    {
      key: 'units',
      header: t('invoice.columns.units'),
      align: 'right',
      render: (r) => formatQuantity(invoiceTotals(r).units),
    },
    {
      key: 'status',
      header: t('invoice.columns.status'),
      render: (r) => <Badge tone={statusTone(r.status)}>{labels.status(r.status)}</Badge>,
    },
  ];

  return (
    <div className={content}>
      <PageHeader
        title={t('invoice.title')}
        actions={
          <DateRangePicker
            label={t('invoice.period')}
            value={range}
            onChange={(next) => {
              setRange(next);
              setPageNumber(1);
            }}
          />
        }
      />
      <RecordTabs
        label={t('invoice.tabs')}
        tabs={tabs.map((tab) => ({ id: tab.id, label: tab.code }))}
        active={activeInvoice ? active : ALL_TAB}
        onSelect={setActive}
        onClose={close}
      >
        {activeInvoice ? (
          <InvoiceDetail invoice={activeInvoice} onViewOrder={setViewing} />
        ) : (
          <>
            <DataTable
              caption={t('invoice.title')}
              columns={columns}
              rows={list.data?.orders}
              rowKey={(r) => r.id}
              loading={list.isLoading}
              error={list.isError}
              onRowClick={open}
            />
            <Pagination
              page={pageNumber}
              pageSize={take}
              total={list.data?.countOrders ?? 0}
              onPageChange={setPageNumber}
              onPageSizeChange={(size) => {
                setTake(size);
                setPageNumber(1);
              }}
            />
          </>
        )}
      </RecordTabs>
      <Button size="lg" className={floating} onClick={() => void printReport()} loading={printing}>
        <PrintIcon />
        {t('invoice.printReport')}
      </Button>
      {viewing && (
        <Suspense fallback={null}>
          <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </div>
  );
}
