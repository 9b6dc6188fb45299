import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ROUTE_STATUSES } from '../../domain/operations';
import { statusKey } from '../../domain/route-rules';
import { TextField } from '../../ui/field';
import { FilterDateFields, filterDay } from '../../ui/filter-date-fields';
import { FilterPanel } from '../../ui/filter-panel';
import { Select } from '../../ui/select';
import { useT } from '../../ui/use-t';
import { DriverMultiSelect } from './driver-select';

// The /routes filters (doc 3 §2: "number, driver (multi-select), order number, route status,
// date"). Dates are typed dd/MM/yyyy (doc 3 §1) and sent yyyy-MM-dd.

export interface RouteFilterValues {
  code: string;
  drivers: string[];
  orderNumber: string;
  status: string;
  initialDate: string;
  finalDate: string;
}

export const freshRouteFilters = (): RouteFilterValues => ({
  code: '',
  drivers: [],
  orderNumber: '',
  status: '',
  initialDate: '',
  finalDate: '',
});

/** GET /routes query of the filters (an unreadable date is left out; the field shows why). */
export const routeFiltersQuery = (f: RouteFilterValues) => ({
  code: f.code.trim() || undefined,
  driverIds: f.drivers.length > 0 ? f.drivers.join(',') : undefined,
  orderNumber: f.orderNumber.trim() || undefined,
  status: f.status || undefined,
  initialDate: filterDay(f.initialDate),
  finalDate: filterDay(f.finalDate),
});

export interface RouteFiltersProps {
  draft: RouteFilterValues;
  onDraftChange: (draft: RouteFilterValues) => void;
  onSearch: () => void;
  onClear: () => void;
  searching: boolean;
}

export function RouteFilters({ draft, onDraftChange, onSearch, onClear, searching }: RouteFiltersProps) {
  const t = useT();
  const intl = useIntl();
  const set = (patch: Partial<RouteFilterValues>) => onDraftChange({ ...draft, ...patch });
  const statusItems = useMemo(
    () => ROUTE_STATUSES.map((value) => ({ value, label: intl.formatMessage({ id: statusKey(value) }) })),
    [intl],
  );
  return (
    <FilterPanel onSearch={onSearch} onClear={onClear} searching={searching}>
      <TextField
        label={t('routes.filters.code')}
        value={draft.code}
        onValueChange={(code) => set({ code })}
      />
      <DriverMultiSelect value={draft.drivers} onChange={(drivers) => set({ drivers })} />
      <TextField
        label={t('routes.filters.orderNumber')}
        value={draft.orderNumber}
        onValueChange={(orderNumber) => set({ orderNumber })}
      />
      <Select
        label={t('routes.filters.status')}
        items={statusItems}
        value={draft.status || null}
        onValueChange={(status) => set({ status: status ?? '' })}
        placeholder={t('routes.filters.any')}
      />
      <FilterDateFields
        initialLabel={t('routes.filters.initialDate')}
        finalLabel={t('routes.filters.finalDate')}
        badDate={t('routes.filters.badDate')}
        initial={draft.initialDate}
        final={draft.finalDate}
        onInitialChange={(initialDate) => set({ initialDate })}
        onFinalChange={(finalDate) => set({ finalDate })}
      />
    </FilterPanel>
  );
}
