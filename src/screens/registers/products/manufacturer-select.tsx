import { useMemo } from 'react';
import { customerDisplayName } from '../../../domain/customers';
import { PAGE_SIZES } from '../../../domain/list-query';
import { useCustomers } from '../../../services/customers.api';
import { formatDocument } from '../../../services/display-masks';
import { useLoadErrorToast } from '../../../services/use-load-error-toast';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';

// The product's manufacturer (doc 3 §7 Products: "customers list (companyCustomers with
// corporateName, fantasyName, document)"; issue 35: chosen from that list, not typed): the
// company's active customers, the value their document (manufactorDocument, doc 3 §3). A product
// whose stored document is no longer a listed customer keeps it, shown as the bare document.
// A failed load toasts doc 3 §8's "manufacturer load error".

/** the largest page (doc 1 §9) — one read fills the picker */
const CHOICES = { page: 1, take: PAGE_SIZES[PAGE_SIZES.length - 1], isActive: true } as const;

export interface ManufacturerSelectProps {
  value: string;
  onChange: (document: string) => void;
  error?: string;
  className?: string;
}

export function ManufacturerSelect({ value, onChange, error, className }: ManufacturerSelectProps) {
  const t = useT();
  const customers = useCustomers(CHOICES);
  useLoadErrorToast(customers, 'products.manufacturerLoadError');
  const items = useMemo(() => {
    const listed = (customers.data?.companyCustomers ?? []).map((c) => ({
      value: c.document,
      label: `${customerDisplayName(c)} · ${formatDocument(c.document)}`,
    }));
    const kept = value && !listed.some((i) => i.value === value);
    return kept ? [{ value, label: formatDocument(value) }, ...listed] : listed;
  }, [customers.data, value]);
  return (
    <Select
      className={className}
      label={t('products.fields.manufactorDocument')}
      items={items}
      value={value || null}
      onValueChange={(v) => onChange(v ?? '')}
      placeholder={t(customers.isLoading ? 'ui.loading' : 'products.form.chooseManufacturer')}
      disabled={customers.isLoading}
      required
      error={error ?? (customers.isError ? t('products.manufacturerLoadError') : undefined)}
    />
  );
}
