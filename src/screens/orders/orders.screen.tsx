import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearch } from 'wouter';
import { stack } from '../../../styled-system/patterns';
import { DEFAULT_DATE_PRESET, presetRange } from '../../domain/dates';
import type { Sort } from '../../domain/list-query';
import type { OrderListRow } from '../../domain/order-records';
import type { OrderType } from '../../domain/orders';
import { useCompanies, useConfiguration } from '../../services/company.api';
import { notifyLoadFailed } from '../../services/load-failed';
import { changeOrderType } from '../../services/order-changes.api';
import { useViewedCompany } from '../../services/order-registers.api';
import { loadOrder, useInvalidateOrders, useOrderChange, useOrders } from '../../services/orders.api';
import { useViewedCompanyDocument } from '../../services/query-client';
import { useCurrentUser } from '../../services/session/use-current-user';
import { ChecklistIcon, ImportIcon, PlusIcon } from '../../ui/action-icons';
import { Button, buttonRecipe } from '../../ui/button';
import { useCodeLabels } from '../../ui/code-labels';
import { DataTable } from '../../ui/data-table';
import type { DateRange } from '../../ui/date-range-picker';
import { onDemand, openWhenLoaded } from '../../ui/on-demand';
import { PageHeader } from '../../ui/page';
import { Pagination, usePageSize } from '../../ui/pagination';
import { useT } from '../../ui/use-t';
import { useOrderColumns } from './list/order-columns';
import { OrdersFilterPanel } from './list/orders-filters';
import {
  EMPTY_FILTERS,
  filtersFromSearch,
  type OrderFilters,
  ordersQuery,
  SORT_FIELDS,
} from './list/orders-query';
import { type PrintKind, printOrderDocument } from './list/print-order';
import { SelectionBar } from './selection/selection-bar';
import { useOrderSelection } from './selection/use-order-selection';

// /orders — doc 2 §2 "Orders list": title, import, vehicle-checklist button (only with the
// company's statusMechanicLeadTime on), new-order link; sortable columns; every filter; row
// actions; selection bar; scheduled orders marked; shipper users by shipperDocument, others by
// customerDocument (doc 2 §6). Live refresh every 30 s (doc 2 §9).

const OrderDetailDialog = lazy(() =>
  import('./detail/order-detail.dialog').then((m) => ({ default: m.OrderDetailDialog })),
);
const ImportDialog = lazy(() => import('./import/import.dialog').then((m) => ({ default: m.ImportDialog })));
const VehicleChecklistDialog = lazy(() =>
  import('./checklists/vehicle-checklist.dialog').then((m) => ({ default: m.VehicleChecklistDialog })),
);
// issue 17 (first load ≤ 350 KB gzip): the type change's confirmation (the Dialog part, its focus
// trap) loads when a type is chosen, and opens once it is there (src/ui/on-demand.ts).
const typeChangeConfirm = onDemand(() => import('../../ui/confirm-dialog').then((m) => m.ConfirmDialog));

const page = stack({ gap: '3' });

export function OrdersScreen() {
  const t = useT();
  const labels = useCodeLabels();
  const user = useCurrentUser();
  const companyDocument = useViewedCompanyDocument();
  const configuration = useConfiguration();
  const companies = useCompanies();
  const company = useViewedCompany(companies.data);
  const queryClient = useQueryClient();
  const invalidate = useInvalidateOrders();
  const change = useOrderChange();
  const search = useSearch();

  const initialFilters = useMemo(() => filtersFromSearch(search), [search]);
  const [draft, setDraft] = useState<OrderFilters>(initialFilters);
  const [filters, setFilters] = useState<OrderFilters>(initialFilters);
  const [range, setRange] = useState<DateRange>(() => presetRange(DEFAULT_DATE_PRESET));
  const [appliedRange, setAppliedRange] = useState<DateRange>(range);
  const [sort, setSort] = useState<Sort | null>({ field: SORT_FIELDS.orderDate, direction: 'DESC' });
  const [pageNumber, setPageNumber] = useState(1);
  const [take, setTake] = usePageSize();

  const [open, setOpen] = useState<{ id: string; orderNumber: string } | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [checklistOpen, setChecklistOpen] = useState(false);
  const [typeChange, setTypeChange] = useState<{ row: OrderListRow; type: OrderType } | null>(null);
  const [changingType, setChangingType] = useState(false);

  const query = ordersQuery({
    filters,
    range: appliedRange,
    sort,
    page: pageNumber,
    take,
    userType: user?.type,
    companyDocument,
  });
  const orders = useOrders(query);
  const rows = orders.data?.orders;

  const onImported = useCallback(() => void invalidate(), [invalidate]);
  const selection = useOrderSelection();

  // Another company's orders are another list: the selection and the page start over.
  const clearSelection = selection.clear;
  const shownCompany = useRef(companyDocument);
  useEffect(() => {
    if (shownCompany.current === companyDocument) return;
    shownCompany.current = companyDocument;
    clearSelection();
    setPageNumber(1);
    setOpen(null);
  }, [companyDocument, clearSelection]);

  const applySearch = () => {
    setFilters(draft);
    setAppliedRange(range);
    setPageNumber(1);
  };
  const clearFilters = () => {
    const fresh = presetRange(DEFAULT_DATE_PRESET);
    setDraft(EMPTY_FILTERS);
    setFilters(EMPTY_FILTERS);
    setRange(fresh);
    setAppliedRange(fresh);
    setPageNumber(1);
  };

  const print = (row: OrderListRow, kind: PrintKind) =>
    void printOrderDocument(
      kind,
      row.attachmentTypes,
      () => loadOrder(queryClient, companyDocument, row.id),
      company,
    );

  const confirmTypeChange = async () => {
    if (!typeChange) return;
    setChangingType(true);
    try {
      await change(changeOrderType(typeChange.row.id, typeChange.type));
      setTypeChange(null);
    } catch {
      // the API client showed the message
    } finally {
      setChangingType(false);
    }
  };

  const columns = useOrderColumns({
    rows,
    selection,
    onView: (r) => setOpen({ id: r.id, orderNumber: r.orderNumber }),
    onChangeType: (r, type) =>
      openWhenLoaded(typeChangeConfirm, () => setTypeChange({ row: r, type }), notifyLoadFailed),
    onPrint: print,
  });

  const mechanicLeadTime = configuration.data?.statusMechanicLeadTime === true;
  const TypeChangeConfirm = typeChangeConfirm.component;

  return (
    <div className={page}>
      <PageHeader
        title={t('orders.list.title')}
        actions={
          <>
            {mechanicLeadTime && (
              <Button variant="outline" onClick={() => setChecklistOpen(true)}>
                <ChecklistIcon />
                {t('orders.list.vehicleChecklist')}
              </Button>
            )}
            <Button variant="outline" onClick={() => setImportOpen(true)}>
              <ImportIcon />
              {t('orders.list.import')}
            </Button>
            <Link href="/orders/new" className={buttonRecipe()}>
              <PlusIcon />
              {t('orders.list.new')}
            </Link>
          </>
        }
      />
      <OrdersFilterPanel
        draft={draft}
        onDraftChange={setDraft}
        range={range}
        onRangeChange={setRange}
        onSearch={applySearch}
        onClear={clearFilters}
        searching={orders.isFetching && !orders.isLoading}
      />
      <SelectionBar selection={selection} />
      <DataTable
        caption={t('orders.list.caption')}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={orders.isLoading}
        error={orders.isError && !rows}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          setPageNumber(1);
        }}
        onRowClick={(row) => setOpen({ id: row.id, orderNumber: row.orderNumber })}
      />
      <Pagination
        page={pageNumber}
        pageSize={take}
        total={orders.data?.total ?? 0}
        onPageChange={setPageNumber}
        onPageSizeChange={(size) => {
          setTake(size);
          setPageNumber(1);
        }}
      />

      {typeChange && TypeChangeConfirm && (
        <TypeChangeConfirm
          open
          onOpenChange={(open) => {
            if (!open) setTypeChange(null);
          }}
          title={t('orders.changeType.title')}
          message={t('orders.changeType.message', {
            number: typeChange.row.orderNumber,
            from: labels.type(typeChange.row.type),
            to: labels.type(typeChange.type),
          })}
          confirmLabel={t('orders.changeType.confirm')}
          loading={changingType}
          onConfirm={confirmTypeChange}
        />
      )}
      <Suspense fallback={null}>
        {open && (
          <OrderDetailDialog orderId={open.id} orderNumber={open.orderNumber} onClose={() => setOpen(null)} />
        )}
        {importOpen && <ImportDialog onClose={() => setImportOpen(false)} onImported={onImported} />}
        {checklistOpen && <VehicleChecklistDialog onClose={() => setChecklistOpen(false)} />}
      </Suspense>
    </div>
  );
}
