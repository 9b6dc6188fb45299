import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { flex, stack } from '../../../../styled-system/patterns';
import type { Sort } from '../../../domain/list-query';
import type { OrderListRow } from '../../../domain/order-records';
import { apiSort } from '../../../services/api-client';
import { useCompanies } from '../../../services/company.api';
import { formatDateTime } from '../../../services/format';
import { fetchOccurrences, type OccurrencesQuery, useOccurrences } from '../../../services/occurrences.api';
import { useViewedCompany } from '../../../services/order-registers.api';
import { PrintIcon, ViewIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { useCodeLabels } from '../../../ui/code-labels';
import type { DataTableColumn } from '../../../ui/data-table';
import { TextField } from '../../../ui/field';
import { FilterPanel } from '../../../ui/filter-panel';
import { PagedDataTable, usePaging } from '../../../ui/paged-table';
import { RowActionButton, RowActions } from '../../../ui/row-actions';
import { Badge, statusTone } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { orderAnswers } from '../order-answers';
import { allPages, occurrenceReportColumns } from './occurrence-report';

// The "All" tab of /occurrence: orders in status OCCURRENCE (doc 2 §2), filtered by order number
// and client (no period: an open occurrence matters however old its order is), sortable,
// paginated, refreshed every 30 s (doc 2 §9), with view-order and record-occurrence actions and
// the print-report button (every occurrence of the filter).

const content = stack({ gap: '3' });
const toolbar = flex({ justifyContent: 'flex-end', gap: '2' });
const muted = css({ color: 'textMuted' });

interface Filters {
  orderNumber: string;
  client: string;
}

const freshFilters = (): Filters => ({ orderNumber: '', client: '' });

export interface OccurrenceListProps {
  onOpen: (row: OrderListRow) => void;
  onView: (row: OrderListRow) => void;
  onRecord: (row: OrderListRow) => void;
}

export function OccurrenceList({ onOpen, onView, onRecord }: OccurrenceListProps) {
  const t = useT();
  const labels = useCodeLabels();
  const companies = useCompanies();
  const company = useViewedCompany(companies.data);
  const [draft, setDraft] = useState<Filters>(freshFilters);
  const [filters, setFilters] = useState<Filters>(draft);
  const [sort, setSort] = useState<Sort | null>({ field: 'orderDate', direction: 'DESC' });
  const paging = usePaging();
  const [printing, setPrinting] = useState(false);

  const baseQuery: Omit<OccurrencesQuery, 'page' | 'take'> = {
    sort: sort ? apiSort(sort) : undefined,
    orderNumber: filters.orderNumber,
    client: filters.client,
  };
  const list = useOccurrences({ ...baseQuery, page: paging.page, take: paging.pageSize });

  const printReport = async () => {
    setPrinting(true);
    try {
      const rows = await allPages(async (page, size) => {
        const answer = await fetchOccurrences({ ...baseQuery, page, take: size });
        return { rows: answer.orders, total: answer.total };
      });
      const { printReport: print } = await import('../../../services/documents/report-pdf');
      await print(t('occurrence.report.title'), occurrenceReportColumns(t, labels), rows, {
        company: company ?? { logo: null },
        subtitle: t('occurrence.report.generated', { date: formatDateTime(new Date()) }),
        fileName: t('occurrence.report.file'),
      });
    } catch {
      // a failed list call was told by the API client; document errors by the documents service
    } finally {
      setPrinting(false);
    }
  };

  const columns: DataTableColumn<OrderListRow>[] = [
    { key: 'orderNumber', header: t('occurrence.columns.orderNumber'), sortable: true },
    {
      key: 'orderDate',
      header: t('occurrence.columns.orderDate'),
      sortable: true,
      render: (r) => formatDateTime(r.orderDate),
    },
    { key: 'client', header: t('occurrence.columns.client'), render: (r) => r.recipient?.name ?? '' },
    {
      key: 'city',
      header: t('occurrence.columns.city'),
      sortable: true,
      render: (r) =>
        r.recipient ? (
          <>
            {r.recipient.city}
            <span className={muted}> / {r.recipient.state}</span>
          </>
        ) : (
          ''
        ),
    },
    { key: 'type', header: t('occurrence.columns.type'), sortable: true, render: (r) => labels.type(r.type) },
    {
      key: 'transporter',
      header: t('occurrence.columns.transporter'),
      render: (r) => r.transporter?.nameTransporter ?? '',
    },
    {
      key: 'status',
      header: t('occurrence.columns.status'),
      render: (r) => <Badge tone={statusTone(r.status)}>{labels.status(r.status)}</Badge>,
    },
    {
      key: 'actions',
      header: t('occurrence.columns.actions'),
      align: 'right',
      width: '11rem',
      render: (r) => (
        <RowActions justify="end">
          <RowActionButton
            label={t('occurrence.actions.viewOrder', { number: r.orderNumber })}
            title={t('occurrence.actions.viewOrderShort')}
            onClick={() => onView(r)}
          >
            <ViewIcon />
          </RowActionButton>
          {orderAnswers(r).occurrenceStatuses.length > 0 && (
            <Button
              variant="outline"
              size="sm"
              aria-label={t('occurrence.actions.recordNamed', { number: r.orderNumber })}
              onClick={() => onRecord(r)}
            >
              {t('occurrence.actions.record')}
            </Button>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <div className={content}>
      <FilterPanel
        searching={list.isFetching && !list.isLoading}
        onSearch={() => {
          setFilters(draft);
          paging.setPage(1);
        }}
        onClear={() => {
          const fresh = freshFilters();
          setDraft(fresh);
          setFilters(fresh);
          paging.setPage(1);
        }}
      >
        <TextField
          label={t('occurrence.filters.orderNumber')}
          value={draft.orderNumber}
          onValueChange={(orderNumber) => setDraft((d) => ({ ...d, orderNumber }))}
        />
        <TextField
          label={t('occurrence.filters.client')}
          value={draft.client}
          onValueChange={(client) => setDraft((d) => ({ ...d, client }))}
        />
      </FilterPanel>
      <div className={toolbar}>
        <Button variant="outline" onClick={() => void printReport()} loading={printing}>
          <PrintIcon />
          {t('occurrence.actions.printReport')}
        </Button>
      </div>
      <PagedDataTable
        caption={t('occurrence.title')}
        columns={columns}
        rows={list.data?.orders}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        error={list.isError}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          paging.setPage(1);
        }}
        onRowClick={onOpen}
        paging={paging}
        total={list.data?.total ?? 0}
      />
    </div>
  );
}
