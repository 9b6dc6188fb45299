import { VEHICLE_TYPES, type Vehicle } from '../../../domain/vehicles';
import { formatQuantity } from '../../../services/format';
import {
  deleteVehicle,
  fetchVehicles,
  useInvalidateVehicles,
  useVehiclesList,
} from '../../../services/vehicles.api';
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
import { VehicleFormDialog } from './vehicle-form.dialog';

// /vehicles — doc 3 §2 "Vehicles: plate, type, max volume, max weight, status, actions (edit,
// delete with confirmation). Filters: plate, type, status"; §8 vehicle create, update and delete
// toasts (the API's messages; a refused delete — the vehicle is in a user's profile or on an open
// route — is the API's 409 text). Excel export of the filtered list (register-export.ts).

interface VehicleFilters {
  plate: string;
  type: string;
  status: StatusFilterValue;
}
const EMPTY: VehicleFilters = { plate: '', type: 'all', status: 'all' };

const queryOf = (f: VehicleFilters) => ({
  plate: f.plate.trim() || undefined,
  type: f.type === 'all' ? undefined : f.type,
  status: activeOf(f.status),
});

export function VehiclesScreen() {
  const t = useT();
  const invalidate = useInvalidateVehicles();
  const filters = useRegisterFilters(EMPTY);
  const { paging } = filters;
  const crud = useRegisterEditing<Vehicle>((v) => deleteVehicle(v.id), invalidate);
  const wording = useRegisterWording<Vehicle>('registers.vehicles', (v) => v.plate);
  const list = useVehiclesList({ page: paging.page, take: paging.pageSize, ...queryOf(filters.applied) });

  const typeText = (type: string) => t(`registers.vehicles.type.${type}`);
  const columns: DataTableColumn<Vehicle>[] = [
    { key: 'plate', header: t('registers.vehicles.columns.plate') },
    { key: 'type', header: t('registers.vehicles.columns.type'), render: (v) => typeText(v.type) },
    {
      key: 'capacityVolume',
      header: t('registers.vehicles.columns.capacityVolume'),
      align: 'right',
      render: (v) => formatQuantity(v.capacityVolume),
    },
    {
      key: 'capacityWeight',
      header: t('registers.vehicles.columns.capacityWeight'),
      align: 'right',
      render: (v) => formatQuantity(v.capacityWeight),
    },
    wording.statusColumn((v) => v.status),
    wording.actionsColumn(crud),
  ];
  const statusText = (active: boolean) =>
    t(active ? 'registers.vehicles.status.active' : 'registers.vehicles.status.inactive');

  return (
    <RegisterPage
      state={crud}
      title={t('registers.vehicles.title')}
      newLabel={t('registers.vehicles.new')}
      exportTo={{
        title: t('registers.vehicles.title'),
        fileName: t('registers.vehicles.fileName'),
        columns: [
          { header: t('registers.vehicles.columns.plate'), value: (v: Vehicle) => v.plate },
          { header: t('registers.vehicles.columns.type'), value: (v: Vehicle) => typeText(v.type) },
          { header: t('registers.vehicles.columns.capacityVolume'), value: (v: Vehicle) => v.capacityVolume },
          { header: t('registers.vehicles.columns.capacityWeight'), value: (v: Vehicle) => v.capacityWeight },
          { header: t('registers.vehicles.columns.status'), value: (v: Vehicle) => statusText(v.status) },
        ],
        fetchPage: async (page, take) => {
          const answer = await fetchVehicles({ page, take, ...queryOf(filters.applied) });
          return { rows: answer.vehicles, total: answer.total };
        },
      }}
    >
      <FilterPanel searching={list.isFetching && !list.isLoading} {...filters.panel}>
        <TextField
          label={t('registers.vehicles.filters.plate')}
          value={filters.draft.plate}
          onValueChange={filters.set('plate')}
        />
        <Select
          label={t('registers.vehicles.filters.type')}
          items={[
            { value: 'all', label: t('registers.filters.all') },
            ...VEHICLE_TYPES.map((type) => ({ value: type, label: typeText(type) })),
          ]}
          value={filters.draft.type}
          onValueChange={(v) => filters.set('type')(v ?? 'all')}
        />
        <StatusFilter
          label={t('registers.vehicles.filters.status')}
          value={filters.draft.status}
          onChange={filters.set('status')}
          texts={{
            active: 'registers.vehicles.status.active',
            inactive: 'registers.vehicles.status.inactive',
          }}
        />
      </FilterPanel>
      <RegisterTable
        state={crud}
        caption={t('registers.vehicles.title')}
        columns={columns}
        rows={list.data?.vehicles}
        loading={list.isLoading}
        error={list.isError}
        paging={paging}
        total={list.data?.total ?? 0}
        editor={(row, events) => <VehicleFormDialog vehicle={row} {...events} />}
        deleteTexts={wording.deleteTexts}
      />
    </RegisterPage>
  );
}
