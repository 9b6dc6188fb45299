import { useMemo } from 'react';
import type { SalesChannelRef } from '../../domain/order-records';
import { salesChannelLabel } from '../../domain/sales-channels';
import { useSalesChannelChoices } from '../../services/sales-channels.api';
import { Select, type SelectItem } from '../../ui/select';

// A choice among the viewed company's sales channels (GET /saleschannel), each shown as
// "(code) - name" (doc 2 §3). Used by the new-order form (optional field) and the orders list's
// sales-channel filter (doc 2 §2), which sends the chosen code.

const NONE = '*';

export interface SalesChannelSelectProps {
  label: string;
  /** the first item: no channel (the form) or every channel (the filter) */
  noneLabel: string;
  /** the chosen code; '' for none */
  value: string;
  onValueChange: (channel: SalesChannelRef | null) => void;
  className?: string;
}

export function SalesChannelSelect({
  label,
  noneLabel,
  value,
  onValueChange,
  className,
}: SalesChannelSelectProps) {
  const channels = useSalesChannelChoices();
  const list = channels.data;
  const items = useMemo(() => {
    const out: SelectItem[] = [
      { value: NONE, label: noneLabel },
      ...(list ?? []).map((c) => ({ value: c.code, label: salesChannelLabel(c) })),
    ];
    // a value the list does not hold (still loading, or a filter given in the address) stays shown
    if (value && !out.some((item) => item.value === value)) out.push({ value, label: value });
    return out;
  }, [list, noneLabel, value]);

  return (
    <Select
      className={className}
      label={label}
      items={items}
      value={value || NONE}
      onValueChange={(code) => {
        if (!code || code === NONE) return onValueChange(null);
        const channel = list?.find((c) => c.code === code);
        onValueChange(channel ? { code: channel.code, saleschannel: channel.saleschannel } : null);
      }}
    />
  );
}
