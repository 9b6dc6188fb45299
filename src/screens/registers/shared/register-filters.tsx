import { useState } from 'react';
import { usePaging } from '../../../ui/paged-table';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';

// The filter state every register list with a filter bar keeps (users, vehicles, categories,
// sales channels…): what is typed (draft) and what the list shows (applied), Search and Clear
// going back to page 1, and the all / active / inactive status filter (doc 3 §2).

export type StatusFilterValue = 'all' | 'active' | 'inactive';

/** The API's `status`/`isActive` query value of a status filter. */
export const activeOf = (status: StatusFilterValue): boolean | undefined =>
  status === 'all' ? undefined : status === 'active';

export function useRegisterFilters<F>(empty: F) {
  const [draft, setDraft] = useState<F>(empty);
  const [applied, setApplied] = useState<F>(empty);
  const paging = usePaging();
  const set =
    <K extends keyof F>(key: K) =>
    (value: F[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  return {
    draft,
    set,
    applied,
    paging,
    /** FilterPanel's onSearch and onClear */
    panel: {
      onSearch: () => {
        setApplied(draft);
        paging.setPage(1);
      },
      onClear: () => {
        setDraft(empty);
        setApplied(empty);
        paging.setPage(1);
      },
    },
  };
}

export function StatusFilter({
  label,
  value,
  onChange,
  texts,
}: {
  label: string;
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
  /** locale ids of the active and inactive choices */
  texts: { active: string; inactive: string };
}) {
  const t = useT();
  const items = [
    { value: 'all', label: t('registers.filters.all') },
    { value: 'active', label: t(texts.active) },
    { value: 'inactive', label: t(texts.inactive) },
  ];
  return (
    <Select
      label={label}
      items={items}
      value={value}
      onValueChange={(v) => onChange((v ?? 'all') as StatusFilterValue)}
    />
  );
}
