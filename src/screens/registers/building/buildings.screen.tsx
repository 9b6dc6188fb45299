import { BUILDING_TYPES, type Building } from '../../../domain/buildings';
import { onlyDigits } from '../../../domain/documents';
import {
  deleteBuilding,
  fetchBuildings,
  useBuildingsList,
  useInvalidateBuildings,
} from '../../../services/buildings.api';
import { formatPostalCode, MASKS } from '../../../services/display-masks';
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
import { BuildingFormDialog } from './building-form.dialog';

// /building — doc 3 §2 "Buildings: title, new-building button, filter (code, name, postal code,
// type main or branch, status), table (code, name, postal code, address, type, active/inactive
// chip, edit and delete actions), pagination, and a create/edit modal"; §8 building load, save and
// delete toasts (the API's messages; a refused delete — a warehouse stands in it — is its 409).
// The address column reads "street, number – neighborhood, city/state" (ours: the seed names the
// column, not its layout). Excel export of the filtered list (register-export.ts).

interface BuildingFilters {
  code: string;
  name: string;
  postalCode: string;
  type: string;
  status: StatusFilterValue;
}
const EMPTY: BuildingFilters = { code: '', name: '', postalCode: '', type: 'all', status: 'all' };

const queryOf = (f: BuildingFilters) => ({
  code: f.code.trim() || undefined,
  name: f.name.trim() || undefined,
  postalCode: onlyDigits(f.postalCode) || undefined,
  type: f.type === 'all' ? undefined : f.type,
  isActive: activeOf(f.status),
});

export const addressOf = (b: Building): string =>
  `${b.street}, ${b.number}${b.complement ? ` ${b.complement}` : ''} – ${b.neighborhood}, ${b.city}/${b.state}`;

export function BuildingsScreen() {
  const t = useT();
  const invalidate = useInvalidateBuildings();
  const filters = useRegisterFilters(EMPTY);
  const { paging } = filters;
  const crud = useRegisterEditing<Building>((b) => deleteBuilding(b.code), invalidate);
  const wording = useRegisterWording<Building>('registers.buildings', (b) => b.name);
  const list = useBuildingsList({ page: paging.page, take: paging.pageSize, ...queryOf(filters.applied) });

  const typeText = (type: string) => t(`registers.buildings.type.${type}`);
  const statusText = (active: boolean) =>
    t(active ? 'registers.buildings.status.active' : 'registers.buildings.status.inactive');
  const header = (key: string) => t(`registers.buildings.columns.${key}`);
  const columns: DataTableColumn<Building>[] = [
    { key: 'code', header: header('code') },
    { key: 'name', header: header('name') },
    { key: 'postalCode', header: header('postalCode'), render: (b) => formatPostalCode(b.postalCode) },
    { key: 'address', header: header('address'), render: addressOf },
    { key: 'type', header: header('type'), render: (b) => typeText(b.type) },
    wording.statusColumn((b) => b.isActive),
    wording.actionsColumn(crud),
  ];

  return (
    <RegisterPage
      state={crud}
      title={t('registers.buildings.title')}
      newLabel={t('registers.buildings.new')}
      exportTo={{
        title: t('registers.buildings.title'),
        fileName: t('registers.buildings.fileName'),
        columns: [
          { header: header('code'), value: (b: Building) => b.code },
          { header: header('name'), value: (b: Building) => b.name },
          { header: header('postalCode'), value: (b: Building) => formatPostalCode(b.postalCode) },
          { header: header('address'), value: addressOf },
          { header: header('type'), value: (b: Building) => typeText(b.type) },
          { header: header('status'), value: (b: Building) => statusText(b.isActive) },
        ],
        fetchPage: async (page, take) => {
          const answer = await fetchBuildings({ page, take, ...queryOf(filters.applied) });
          return { rows: answer.buildings, total: answer.total };
        },
      }}
    >
      <FilterPanel searching={list.isFetching && !list.isLoading} {...filters.panel}>
        <TextField
          label={t('registers.buildings.filters.code')}
          value={filters.draft.code}
          onValueChange={filters.set('code')}
        />
        <TextField
          label={t('registers.buildings.filters.name')}
          value={filters.draft.name}
          onValueChange={filters.set('name')}
        />
        <TextField
          label={t('registers.buildings.filters.postalCode')}
          value={filters.draft.postalCode}
          mask={MASKS.postalCode}
          inputMode="numeric"
          onValueChange={filters.set('postalCode')}
        />
        <Select
          label={t('registers.buildings.filters.type')}
          items={[
            { value: 'all', label: t('registers.filters.all') },
            ...BUILDING_TYPES.map((type) => ({ value: type, label: typeText(type) })),
          ]}
          value={filters.draft.type}
          onValueChange={(v) => filters.set('type')(v ?? 'all')}
        />
        <StatusFilter
          label={t('registers.buildings.filters.status')}
          value={filters.draft.status}
          onChange={filters.set('status')}
          texts={{
            active: 'registers.buildings.status.active',
            inactive: 'registers.buildings.status.inactive',
          }}
        />
      </FilterPanel>
      <RegisterTable
        state={crud}
        caption={t('registers.buildings.title')}
        columns={columns}
        rows={list.data?.buildings}
        loading={list.isLoading}
        error={list.isError}
        paging={paging}
        total={list.data?.total ?? 0}
        editor={(row, events) => <BuildingFormDialog building={row} {...events} />}
        deleteTexts={wording.deleteTexts}
      />
    </RegisterPage>
  );
}
