import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { stack } from '../../../styled-system/patterns';
import { YARD_OPERATION_TYPES, type YardDock, type YardOperationType } from '../../domain/yard';
import { useCompanies } from '../../services/company.api';
import { formatDocument } from '../../services/display-masks';
import { useLoadErrorToast } from '../../services/use-load-error-toast';
import {
  useBuildingNames,
  useInvalidateYard,
  useYardDocks,
  type YardDockFilters,
} from '../../services/yard.api';
import { EditIcon, PlusIcon } from '../../ui/action-icons';
import { Button } from '../../ui/button';
import type { DataTableColumn } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { FilterPanel } from '../../ui/filter-panel';
import { PageHeader } from '../../ui/page';
import { PagedDataTable, usePaging } from '../../ui/paged-table';
import { RowActionButton, RowActions } from '../../ui/row-actions';
import { Select } from '../../ui/select';
import { useT } from '../../ui/use-t';
import { YardDockFormDialog } from './yard-dock-form.dialog';

// /yard-docks — doc 3 §2 "Yard docks": columns name with colour dot, operation type, company (name
// or masked tax id), start, end, edit; a create/edit dialog; filter options from buildings and
// companies (ours: also name and operation type). No delete: the seed lists no such call.

const dot = css({
  display: 'inline-block',
  width: '3',
  height: '3',
  borderRadius: 'full',
  mr: '2',
  verticalAlign: 'middle',
  borderWidth: '1px',
  borderColor: 'border',
});
const ALL = 'all';
const page = stack({ gap: '3' });

export function YardDocksScreen() {
  const t = useT();
  const paging = usePaging();
  const invalidate = useInvalidateYard();
  const companies = useCompanies();
  const buildings = useBuildingNames();
  const [draft, setDraft] = useState<YardDockFilters>({});
  const [filters, setFilters] = useState<YardDockFilters>({});
  const [editing, setEditing] = useState<YardDock | null | undefined>(undefined);
  const docks = useYardDocks({ ...filters, page: paging.page, take: paging.pageSize });
  useLoadErrorToast(docks, 'yard.loadError');

  const companyName = (doc: string) => {
    const c = companies.data?.find((x) => x.cnpj === doc);
    return c?.fantasyName || c?.corporateName || formatDocument(doc);
  };
  const columns: DataTableColumn<YardDock>[] = [
    {
      key: 'name',
      header: t('yard.docks.columns.name'),
      render: (d) => (
        <>
          <span className={dot} style={{ background: d.color }} aria-hidden />
          {d.name}
        </>
      ),
    },
    {
      key: 'typeOperation',
      header: t('yard.docks.columns.typeOperation'),
      render: (d) => t(`yard.operation.${d.typeOperation}`),
    },
    {
      key: 'companyDocument',
      header: t('yard.docks.columns.company'),
      render: (d) => companyName(d.companyDocument),
    },
    { key: 'startTime', header: t('yard.docks.columns.startTime') },
    { key: 'endTime', header: t('yard.docks.columns.endTime') },
    {
      key: 'actions',
      header: t('yard.docks.columns.actions'),
      align: 'right',
      width: '5rem',
      render: (d) => (
        <RowActions>
          <RowActionButton label={t('yard.docks.edit', { name: d.name })} onClick={() => setEditing(d)}>
            <EditIcon />
          </RowActionButton>
        </RowActions>
      ),
    },
  ];
  const choose = (v: string | null) => (v && v !== ALL ? v : undefined);
  const withAll = (items: { value: string; label: string }[]) => [
    { value: ALL, label: t('yard.filters.all') },
    ...items,
  ];

  return (
    <div className={page}>
      <PageHeader
        title={t('yard.docks.title')}
        actions={
          <Button onClick={() => setEditing(null)}>
            <PlusIcon />
            {t('yard.docks.new')}
          </Button>
        }
      />
      <FilterPanel
        searching={docks.isFetching && !docks.isLoading}
        onSearch={() => {
          setFilters(draft);
          paging.setPage(1);
        }}
        onClear={() => {
          setDraft({});
          setFilters({});
          paging.setPage(1);
        }}
      >
        <TextField
          label={t('yard.docks.filters.name')}
          value={draft.name ?? ''}
          onValueChange={(name) => setDraft((d) => ({ ...d, name }))}
        />
        <Select
          label={t('yard.filters.building')}
          items={withAll((buildings.data ?? []).map((b) => ({ value: b, label: b })))}
          value={draft.building ?? ALL}
          onValueChange={(v) => setDraft((d) => ({ ...d, building: choose(v) }))}
        />
        <Select
          label={t('yard.filters.company')}
          items={withAll((companies.data ?? []).map((c) => ({ value: c.cnpj, label: companyName(c.cnpj) })))}
          value={draft.companyDocument ?? ALL}
          onValueChange={(v) => setDraft((d) => ({ ...d, companyDocument: choose(v) }))}
        />
        <Select
          label={t('yard.filters.typeOperation')}
          items={withAll(YARD_OPERATION_TYPES.map((o) => ({ value: o, label: t(`yard.operation.${o}`) })))}
          value={draft.typeOperation ?? ALL}
          onValueChange={(v) =>
            setDraft((d) => ({ ...d, typeOperation: choose(v) as YardOperationType | undefined }))
          }
        />
      </FilterPanel>
      <PagedDataTable
        caption={t('yard.docks.title')}
        columns={columns}
        rows={docks.data?.docks}
        loading={docks.isLoading}
        error={docks.isError}
        rowKey={(d) => d.id}
        onRowClick={(d) => setEditing(d)}
        paging={paging}
        total={docks.data?.total ?? 0}
      />
      {editing !== undefined && (
        <YardDockFormDialog
          dock={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void invalidate();
          }}
        />
      )}
    </div>
  );
}
