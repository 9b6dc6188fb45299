import type { WarehouseRecord } from '../../../domain/buildings';
import {
  deleteWarehouse,
  fetchWarehouses,
  useInvalidateWarehouses,
  useWarehousesList,
} from '../../../services/buildings.api';
import type { DataTableColumn } from '../../../ui/data-table';
import { TextField } from '../../../ui/field';
import { FilterPanel } from '../../../ui/filter-panel';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';
import {
  activeOf,
  StatusFilter,
  type StatusFilterValue,
  useRegisterFilters,
} from '../shared/register-filters';
import { RegisterPage, RegisterTable, useRegisterEditing, useRegisterWording } from '../shared/register-list';
import { useBuildingItems } from './building-items';
import { WarehouseFormDialog } from './warehouse-form.dialog';

// /warehouses — doc 3 §2 "Warehouses: columns code, name, building, total positions, status,
// actions (edit, delete with confirmation). A create/edit dialog"; §8 warehouse create, update and
// delete toasts (the API's messages; a refused delete — it still holds stock, a position is in
// inventory — is its 409). Filters (ours; the seed lists none): code, name, building, status.
// Excel export of the filtered list (register-export.ts).

interface WarehouseFilters {
  code: string;
  name: string;
  building: string;
  status: StatusFilterValue;
}
const EMPTY: WarehouseFilters = { code: '', name: '', building: 'all', status: 'all' };

const queryOf = (f: WarehouseFilters) => ({
  code: f.code.trim() || undefined,
  name: f.name.trim() || undefined,
  building: f.building === 'all' ? undefined : f.building,
  isActive: activeOf(f.status),
});

export function WarehousesScreen() {
  const t = useT();
  const invalidate = useInvalidateWarehouses();
  const filters = useRegisterFilters(EMPTY);
  const { paging } = filters;
  const buildings = useBuildingItems();
  const crud = useRegisterEditing<WarehouseRecord>((w) => deleteWarehouse(w.id), invalidate);
  const wording = useRegisterWording<WarehouseRecord>('registers.warehouses', (w) => w.name);
  const list = useWarehousesList({ page: paging.page, take: paging.pageSize, ...queryOf(filters.applied) });

  const header = (key: string) => t(`registers.warehouses.columns.${key}`);
  const statusText = (active: boolean) =>
    t(active ? 'registers.warehouses.status.active' : 'registers.warehouses.status.inactive');
  const buildingOf = (w: WarehouseRecord) => w.building?.name ?? '';
  const columns: DataTableColumn<WarehouseRecord>[] = [
    { key: 'code', header: header('code') },
    { key: 'name', header: header('name') },
    { key: 'building', header: header('building'), render: buildingOf },
    { key: 'totalPositions', header: header('totalPositions'), align: 'right' },
    wording.statusColumn((w) => w.isActive),
    wording.actionsColumn(crud),
  ];

  return (
    <RegisterPage
      state={crud}
      title={t('registers.warehouses.title')}
      newLabel={t('registers.warehouses.new')}
      exportTo={{
        title: t('registers.warehouses.title'),
        fileName: t('registers.warehouses.fileName'),
        columns: [
          { header: header('code'), value: (w: WarehouseRecord) => w.code },
          { header: header('name'), value: (w: WarehouseRecord) => w.name },
          { header: header('building'), value: buildingOf },
          { header: header('totalPositions'), value: (w: WarehouseRecord) => w.totalPositions },
          { header: header('status'), value: (w: WarehouseRecord) => statusText(w.isActive) },
        ],
        fetchPage: async (page, take) => {
          const answer = await fetchWarehouses({ page, take, ...queryOf(filters.applied) });
          return { rows: answer.warehouses, total: answer.total };
        },
      }}
    >
      <FilterPanel searching={list.isFetching && !list.isLoading} {...filters.panel}>
        <TextField
          label={t('registers.warehouses.filters.code')}
          value={filters.draft.code}
          onValueChange={filters.set('code')}
        />
        <TextField
          label={t('registers.warehouses.filters.name')}
          value={filters.draft.name}
          onValueChange={filters.set('name')}
        />
        <Select
          label={t('registers.warehouses.filters.building')}
          items={[{ value: 'all', label: t('registers.filters.all') }, ...buildings.items]}
          value={filters.draft.building}
          onValueChange={(v) => filters.set('building')(v ?? 'all')}
        />
        <StatusFilter
          label={t('registers.warehouses.filters.status')}
          value={filters.draft.status}
          onChange={filters.set('status')}
          texts={{
            active: 'registers.warehouses.status.active',
            inactive: 'registers.warehouses.status.inactive',
          }}
        />
      </FilterPanel>
      <RegisterTable
        state={crud}
        caption={t('registers.warehouses.title')}
        columns={columns}
        rows={list.data?.warehouses}
        loading={list.isLoading}
        error={list.isError}
        paging={paging}
        total={list.data?.total ?? 0}
        editor={(row, events) => <WarehouseFormDialog warehouse={row} {...events} />}
        deleteTexts={wording.deleteTexts}
      />
    </RegisterPage>
  );
}
