import { useMemo } from 'react';
import { BRAZILIAN_STATES } from '../../../domain/brazilian-states';
import { ORDER_ORIGINS, ORDER_STATUSES, ORDER_TYPES } from '../../../domain/orders';
import { MASKS } from '../../../services/display-masks';
import { useUsers } from '../../../services/order-registers.api';
import { useCodeLabels } from '../../../ui/code-labels';
import { type DateRange, DateRangePicker } from '../../../ui/date-range-picker';
import { TextField } from '../../../ui/field';
import { FilterPanel } from '../../../ui/filter-panel';
import { Select, type SelectItem } from '../../../ui/select';
import { useT } from '../../../ui/use-t';
import { SalesChannelSelect } from '../sales-channel-select';
import type { OrderFilters } from './orders-query';

// doc 2 §2 "Filters: client name, order number, NF-e invoice number, sales channel, state, city,
// postal code, origin, type, plate, mechanic, transporter, status, date range". The panel edits a
// draft; Search (or Enter) applies it, Clear empties it (doc 1 §2.9). The sales channel is chosen
// from the company's list and sent as its code (`saleschannel|<code>`: code or name on the API).

const ANY = '*';

/** "All" is a real item (a sentinel value), so a chosen filter can be taken back from the list. */
const withAll = (all: string, items: SelectItem[]): SelectItem[] => [{ value: ANY, label: all }, ...items];

export interface OrdersFilterPanelProps {
  draft: OrderFilters;
  onDraftChange: (draft: OrderFilters) => void;
  range: DateRange;
  onRangeChange: (range: DateRange) => void;
  onSearch: () => void;
  onClear: () => void;
  searching: boolean;
}

export function OrdersFilterPanel({
  draft,
  onDraftChange,
  range,
  onRangeChange,
  onSearch,
  onClear,
  searching,
}: OrdersFilterPanelProps) {
  const labels = useCodeLabels();
  const t = useT();
  // doc 2 §6: "Mechanic choices are active users of type MECHANIC".
  const mechanics = useUsers({ type: 'MECHANIC', isActive: true });

  const all = t('orders.filters.all');
  const typeItems = useMemo(
    () =>
      withAll(
        all,
        ORDER_TYPES.map((v) => ({ value: v, label: labels.type(v) })),
      ),
    [labels, all],
  );
  const statusItems = useMemo(
    () =>
      withAll(
        all,
        ORDER_STATUSES.map((v) => ({ value: v, label: labels.status(v) })),
      ),
    [labels, all],
  );
  const originItems = useMemo(
    () =>
      withAll(
        all,
        ORDER_ORIGINS.map((v) => ({ value: v, label: labels.origin(v) })),
      ),
    [labels, all],
  );
  const stateItems = useMemo(
    () =>
      withAll(
        all,
        BRAZILIAN_STATES.map((v) => ({ value: v, label: v })),
      ),
    [all],
  );
  const mechanicItems = useMemo(() => {
    const names = (mechanics.data?.users ?? []).map((u) => u.profile?.name || u.userName);
    return withAll(
      all,
      [...new Set(names)].sort().map((name) => ({ value: name, label: name })),
    );
  }, [mechanics.data, all]);

  const set = (key: keyof OrderFilters) => (value: string | null) =>
    onDraftChange({ ...draft, [key]: value === null || value === ANY ? '' : value });
  const text = (key: keyof OrderFilters, extra: { mask?: string; inputMode?: 'numeric' | 'text' } = {}) => (
    <TextField
      label={t(`orders.filters.${key}`)}
      name={key}
      value={draft[key]}
      onValueChange={set(key)}
      mask={extra.mask}
      inputMode={extra.inputMode}
      autoComplete="off"
    />
  );
  const select = (key: keyof OrderFilters, items: SelectItem[]) => (
    <Select
      label={t(`orders.filters.${key}`)}
      items={items}
      value={draft[key] || ANY}
      onValueChange={set(key)}
    />
  );

  return (
    <FilterPanel onSearch={onSearch} onClear={onClear} searching={searching}>
      {text('client')}
      {text('orderNumber')}
      {text('invoiceNumber', { inputMode: 'numeric' })}
      <SalesChannelSelect
        label={t('orders.filters.salesChannel')}
        noneLabel={all}
        value={draft.salesChannel}
        onValueChange={(channel) => onDraftChange({ ...draft, salesChannel: channel?.code ?? '' })}
      />
      {select('state', stateItems)}
      {text('city')}
      {text('postalCode', { mask: MASKS.postalCode, inputMode: 'numeric' })}
      {select('origin', originItems)}
      {select('type', typeItems)}
      {text('plate')}
      {select('mechanic', mechanicItems)}
      {text('transporter')}
      {select('status', statusItems)}
      <DateRangePicker label={t('orders.filters.period')} value={range} onChange={onRangeChange} />
    </FilterPanel>
  );
}
