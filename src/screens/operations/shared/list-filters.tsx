import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useOperators } from '../../../services/operations.api';
import { TextField } from '../../../ui/field';
import { FilterDateFields, filterDay } from '../../../ui/filter-date-fields';
import { FilterPanel } from '../../../ui/filter-panel';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';

// The filter panel of the operation lists (doc 3 §2 list pattern; contract "Lists": code, status,
// initialDate/finalDate yyyy-MM-dd, user). Dates are typed dd/MM/yyyy (doc 3 §1), each optional:
// no period is forced, an open record matters however old it is.

export interface OperationFilters {
  code: string;
  status: string;
  /** dd/MM/yyyy as typed */
  initialDate: string;
  /** dd/MM/yyyy as typed */
  finalDate: string;
  user: string;
}

/** The list call's filters (dates as yyyy-MM-dd; an unreadable date is left out). */
export const filtersQuery = (f: OperationFilters) => ({
  code: f.code.trim(),
  status: f.status,
  initialDate: filterDay(f.initialDate),
  finalDate: filterDay(f.finalDate),
  user: f.user,
});

export const freshFilters = (): OperationFilters => ({
  code: '',
  status: '',
  initialDate: '',
  finalDate: '',
  user: '',
});

export interface ListFiltersProps {
  draft: OperationFilters;
  onDraftChange: (draft: OperationFilters) => void;
  /** the statuses a record of this kind can have */
  statuses: readonly string[];
  onSearch: () => void;
  onClear: () => void;
  searching: boolean;
}

export function ListFilters({
  draft,
  onDraftChange,
  statuses,
  onSearch,
  onClear,
  searching,
}: ListFiltersProps) {
  const intl = useIntl();
  const t = useT();
  const operators = useOperators(null);
  const set = (patch: Partial<OperationFilters>) => onDraftChange({ ...draft, ...patch });
  const statusItems = useMemo(
    () =>
      statuses.map((value) => ({ value, label: intl.formatMessage({ id: `operations.status.${value}` }) })),
    [statuses, intl],
  );
  const userItems = useMemo(
    () => (operators.data?.users ?? []).map((u) => ({ value: u.id, label: u.profile?.name || u.userName })),
    [operators.data],
  );
  return (
    <FilterPanel onSearch={onSearch} onClear={onClear} searching={searching}>
      <TextField
        label={t('operations.filters.code')}
        value={draft.code}
        onValueChange={(code) => set({ code })}
      />
      <Select
        label={t('operations.filters.status')}
        items={statusItems}
        value={draft.status || null}
        onValueChange={(status) => set({ status: status ?? '' })}
        placeholder={t('operations.filters.any')}
      />
      <FilterDateFields
        initialLabel={t('operations.filters.initialDate')}
        finalLabel={t('operations.filters.finalDate')}
        badDate={t('operations.filters.badDate')}
        initial={draft.initialDate}
        final={draft.finalDate}
        onInitialChange={(initialDate) => set({ initialDate })}
        onFinalChange={(finalDate) => set({ finalDate })}
      />
      <Select
        label={t('operations.filters.user')}
        items={userItems}
        value={draft.user || null}
        onValueChange={(user) => set({ user: user ?? '' })}
        placeholder={t('operations.filters.any')}
      />
    </FilterPanel>
  );
}
