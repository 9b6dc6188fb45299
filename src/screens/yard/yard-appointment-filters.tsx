import { useState } from 'react';
import {
  YARD_APPOINTMENT_STATUSES,
  YARD_OPERATION_TYPES,
  type YardAppointmentStatus,
  type YardDock,
  type YardOperationType,
} from '../../domain/yard';
import { useCompanies } from '../../services/company.api';
import { formatDocument } from '../../services/display-masks';
import { useBuildingNames, type YardAppointmentFilters } from '../../services/yard.api';
import { TextField } from '../../ui/field';
import { FilterPanel } from '../../ui/filter-panel';
import { Select } from '../../ui/select';
import { useT } from '../../ui/use-t';

// The scheduler's filters (doc 3 §2 "and filters"; which ones is ours): dock, status, building,
// operation type, company, and a text searched in title, description and driver — all in SQL.

const ALL = 'all';

export function AppointmentFilters({
  docks,
  onSearch,
  searching,
}: {
  docks: YardDock[];
  onSearch: (filters: YardAppointmentFilters) => void;
  searching: boolean;
}) {
  const t = useT();
  const companies = useCompanies();
  const buildings = useBuildingNames();
  const [draft, setDraft] = useState<YardAppointmentFilters>({});
  const choose = (v: string | null) => (v && v !== ALL ? v : undefined);
  const withAll = (items: { value: string; label: string }[]) => [
    { value: ALL, label: t('yard.filters.all') },
    ...items,
  ];
  return (
    <FilterPanel
      defaultOpen={false}
      searching={searching}
      onSearch={() => onSearch(draft)}
      onClear={() => {
        setDraft({});
        onSearch({});
      }}
    >
      <Select
        label={t('yard.filters.dock')}
        items={withAll(docks.map((d) => ({ value: d.id, label: d.name })))}
        value={draft.yardDockId ?? ALL}
        onValueChange={(v) => setDraft((d) => ({ ...d, yardDockId: choose(v) }))}
      />
      <Select
        label={t('yard.filters.status')}
        items={withAll(YARD_APPOINTMENT_STATUSES.map((s) => ({ value: s, label: t(`yard.status.${s}`) })))}
        value={draft.status ?? ALL}
        onValueChange={(v) =>
          setDraft((d) => ({ ...d, status: choose(v) as YardAppointmentStatus | undefined }))
        }
      />
      <Select
        label={t('yard.filters.building')}
        items={withAll((buildings.data ?? []).map((b) => ({ value: b, label: b })))}
        value={draft.building ?? ALL}
        onValueChange={(v) => setDraft((d) => ({ ...d, building: choose(v) }))}
      />
      <Select
        label={t('yard.filters.typeOperation')}
        items={withAll(YARD_OPERATION_TYPES.map((o) => ({ value: o, label: t(`yard.operation.${o}`) })))}
        value={draft.typeOperation ?? ALL}
        onValueChange={(v) =>
          setDraft((d) => ({ ...d, typeOperation: choose(v) as YardOperationType | undefined }))
        }
      />
      <Select
        label={t('yard.filters.company')}
        items={withAll(
          (companies.data ?? []).map((c) => ({
            value: c.cnpj,
            label: c.fantasyName || c.corporateName || formatDocument(c.cnpj),
          })),
        )}
        value={draft.companyDocument ?? ALL}
        onValueChange={(v) => setDraft((d) => ({ ...d, companyDocument: choose(v) }))}
      />
      <TextField
        label={t('yard.filters.search')}
        value={draft.search ?? ''}
        onValueChange={(search) => setDraft((d) => ({ ...d, search }))}
      />
    </FilterPanel>
  );
}
