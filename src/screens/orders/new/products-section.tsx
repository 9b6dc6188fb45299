import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { grid, stack } from '../../../../styled-system/patterns';
import type { ProductLight } from '../../../domain/products';
import { formatMoney } from '../../../services/format';
import { useProductSearch } from '../../../services/order-registers.api';
import { notify } from '../../../services/toasts';
import { srOnly } from '../../../ui/a11y';
import { TrashIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { TextField } from '../../../ui/field';
import { useT } from '../../../ui/use-t';
import { asksRemoval, type ItemDraft, isInList, itemFromProduct, quantityOf } from './new-order.form';
import { QuickProductDialog } from './quick-product.dialog';

// The products of a new order (doc 2 §2, §5, §9): the picker lists active products only (GET
// /product/light); a scanned barcode followed by Enter adds its product; a product already in the
// list is refused with an error toast; a quantity brought to 0 asks whether to remove the product.
// The search is asked 400 ms after the last keystroke (doc 1 §9).

const content = stack({ gap: '3' });
const bar = grid({
  gridTemplateColumns: { base: '1fr', md: 'minmax(0, 1fr) auto' },
  gap: '2',
  alignItems: 'end',
});
const results = css({
  listStyle: 'none',
  p: '0',
  m: '0',
  maxHeight: '52',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
});
const result = grid({
  gridTemplateColumns: '8rem minmax(0, 1fr) 9rem 7rem',
  gap: '2',
  alignItems: 'center',
  width: 'full',
  px: '3',
  py: '1.5',
  fontSize: 'sm',
  textAlign: 'left',
  cursor: 'pointer',
  _hover: { bg: 'accentSubtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
});
const muted = css({ color: 'textMuted', fontSize: 'xs' });
const qty = css({ width: '24' });
const errorText = css({ fontSize: 'xs', color: 'dangerHover' });

export interface ProductsSectionProps {
  items: ItemDraft[];
  onChange: (items: ItemDraft[]) => void;
  error?: string;
  quantityError: (index: number) => string | undefined;
}

export function ProductsSection({ items, onChange, error, quantityError }: ProductsSectionProps) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [removing, setRemoving] = useState<number | null>(null);
  const [quick, setQuick] = useState(false);
  const products = useProductSearch(typed);
  /** the text the shown answer was asked for (empty: nothing asked) */
  const search = products.key ?? '';
  const list = search ? (products.data?.products ?? []).filter((p) => p.isActive !== false) : [];

  const add = (product: ProductLight) => {
    if (isInList(items, product)) {
      notify.error(t('orders.new.products.duplicate'));
      return;
    }
    onChange([...items, itemFromProduct(product)]);
    setTyped('');
  };

  /** Enter in the search: a scanned barcode (or a single match) is added at once. A scanner types
   * the code and Enter in one burst, before the debounce: the typed text is asked for now. */
  const onSearchEnter = async () => {
    const text = typed.trim().toUpperCase();
    if (!text) return;
    const found =
      search === typed.trim() ? products.data : await products.askNow(typed.trim()).catch(() => undefined);
    const all = found?.products ?? [];
    const matches = all.filter((p) => p.isActive !== false);
    const exact = all.find((p) => (p.barcode ?? '').toUpperCase() === text || p.sku.toUpperCase() === text);
    if (exact) add(exact);
    else if (matches.length === 1) add(matches[0]);
  };

  const setQuantity = (index: number, text: string) => {
    onChange(items.map((item, i) => (i === index ? { ...item, quantity: text } : item)));
    if (asksRemoval(text)) setRemoving(index);
  };
  const remove = (index: number) => onChange(items.filter((_, i) => i !== index));

  const columns: DataTableColumn<ItemDraft & { index: number }>[] = [
    { key: 'sku', header: t('orders.items.sku') },
    { key: 'description', header: t('orders.items.description') },
    { key: 'barcode', header: t('orders.items.barcode') },
    { key: 'productBatch', header: t('orders.items.batch') },
    {
      key: 'priceUnit',
      header: t('orders.items.priceUnit'),
      align: 'right',
      render: (r) => formatMoney(r.priceUnit),
    },
    {
      key: 'quantity',
      header: t('orders.items.quantity'),
      width: '8rem',
      render: (r) => (
        <div className={qty}>
          <TextField
            label={t('orders.new.products.quantityOf', { sku: r.sku })}
            hideLabel
            inputMode="decimal"
            value={r.quantity}
            onValueChange={(v) => setQuantity(r.index, v)}
            error={quantityError(r.index)}
          />
        </div>
      ),
    },
    {
      key: 'total',
      header: t('orders.items.priceTotal'),
      align: 'right',
      render: (r) => {
        const q = quantityOf(r.quantity);
        return Number.isFinite(q) ? formatMoney(q * r.priceUnit) : '';
      },
    },
    {
      key: 'remove',
      header: <span className={srOnly}>{t('orders.list.columns.actions')}</span>,
      align: 'right',
      render: (r) => (
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          aria-label={t('orders.new.products.remove', { sku: r.sku })}
          title={t('orders.new.products.remove', { sku: r.sku })}
          onClick={() => setRemoving(r.index)}
        >
          <TrashIcon size={14} />
        </Button>
      ),
    },
  ];

  return (
    <div className={content}>
      <div className={bar}>
        <TextField
          label={t('orders.new.products.search')}
          hint={t('orders.new.products.searchHint')}
          value={typed}
          autoComplete="off"
          onValueChange={setTyped}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void onSearchEnter();
            }
          }}
        />
        <Button variant="outline" onClick={() => setQuick(true)}>
          {t('orders.new.products.quick')}
        </Button>
      </div>
      {list.length > 0 && (
        <ul className={results} aria-label={t('orders.new.products.results')}>
          {list.map((p) => (
            <li key={p.id}>
              <button type="button" className={result} onClick={() => add(p)}>
                <span>{p.sku}</span>
                <span>{p.description}</span>
                <span className={muted}>{p.barcode}</span>
                <span className={muted}>{formatMoney(p.price)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {search !== '' && !products.isFetching && list.length === 0 && (
        <p className={muted} role="status">
          {t('orders.new.products.none')}
        </p>
      )}
      <DataTable
        caption={t('orders.new.products.caption')}
        columns={columns}
        rows={items.map((item, index) => ({ ...item, index }))}
        rowKey={(r) => `${r.productId ?? r.sku}-${r.index}`}
        loading={false}
      />
      {error && (
        <p className={errorText} role="alert">
          {error}
        </p>
      )}
      {removing !== null && items[removing] && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) {
              // kept: a 0 typed goes back to 1
              if (items[removing] && asksRemoval(items[removing].quantity)) setQuantity(removing, '1');
              setRemoving(null);
            }
          }}
          title={t('orders.new.products.removeTitle')}
          message={t('orders.new.products.removeMessage', {
            sku: items[removing].sku,
            description: items[removing].description,
          })}
          confirmLabel={t('orders.new.products.removeConfirm')}
          tone="danger"
          onConfirm={() => {
            remove(removing);
            setRemoving(null);
          }}
        />
      )}
      {quick && <QuickProductDialog list={items} onClose={() => setQuick(false)} onCreated={add} />}
    </div>
  );
}
