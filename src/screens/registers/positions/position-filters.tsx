import { useMemo, useState } from 'react';
import { usePositionWarehouses } from '../../../services/positions.api';
import { TextField } from '../../../ui/field';
import { FilterPanel } from '../../../ui/filter-panel';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';

// doc 3 §2 Positions filters: warehouse, code, status (available or in inventory).

export interface PositionFilterValues {
  warehouse: string;
  code: string;
  /** '' any, 'available', 'inInventory' */
  status: string;
}
const EMPTY: PositionFilterValues = { warehouse: '', code: '', status: '' };

export function PositionFilters({ onSearch }: { onSearch: (filters: PositionFilterValues) => void }) {
  const t = useT();
  const [draft, setDraft] = useState<PositionFilterValues>(EMPTY);
  const warehouses = usePositionWarehouses();
  const warehouseItems = useMemo(
    () => (warehouses.data ?? []).map((w) => ({ value: w.id, label: `${w.code} — ${w.name}` })),
    [warehouses.data],
  );
  const statusItems = [
    { value: 'available', label: t('positions.filters.available') },
    { value: 'inInventory', label: t('positions.filters.inInventory') },
  ];
  return (
    <FilterPanel
      onSearch={() => onSearch(draft)}
      onClear={() => {
        setDraft(EMPTY);
        onSearch(EMPTY);
      }}
    >
      <Select
        label={t('positions.filters.warehouse')}
        items={warehouseItems}
        value={draft.warehouse || null}
        placeholder={t('positions.filters.any')}
        onValueChange={(warehouse) => setDraft({ ...draft, warehouse: warehouse ?? '' })}
      />
      <TextField
        label={t('positions.filters.code')}
        value={draft.code}
        onValueChange={(code) => setDraft({ ...draft, code: code.toUpperCase() })}
      />
      <Select
        label={t('positions.filters.status')}
        items={statusItems}
        value={draft.status || null}
        placeholder={t('positions.filters.any')}
        onValueChange={(status) => setDraft({ ...draft, status: status ?? '' })}
      />
    </FilterPanel>
  );
}
