import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { attributeInput, canRemoveAttribute, type ProductAttribute } from '../../../domain/product-register';
import { formatDate, formatQuantity } from '../../../services/format';
import { addAttribute, removeAttribute, useProduct } from '../../../services/products.api';
import { TrashIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { useProblemText } from '../../../ui/form/form-errors';
import { formGrid, span } from '../../../ui/form/form-grid';
import { problemsByField } from '../../../ui/form/form-model';
import { RowActionButton, RowActions } from '../../../ui/row-actions';
import { useT } from '../../../ui/use-t';
import { amountOf } from './product-form';

// A product's attributes (doc 3 §2 Products "view attributes", §3 attributes: productBatch,
// productExpire, quantity; §5 "Attribute form: all required. An attribute can be removed only when
// the product has more than one"). The list is the product's own (GET /product/id/{id}); adding and
// removing refresh it and the register list (its "view attributes" action depends on the count).

const addRow = css({ alignItems: 'end', mb: '3' });

export interface ProductAttributesDialogProps {
  productId: string;
  name: string;
  onClose: () => void;
  onChanged: () => void;
}

const EMPTY = { productBatch: '', productExpire: '', quantity: '' };

export function ProductAttributesDialog({
  productId,
  name,
  onClose,
  onChanged,
}: ProductAttributesDialogProps) {
  const t = useT();
  const problemText = useProblemText();
  const product = useProduct(productId);
  const [draft, setDraft] = useState(EMPTY);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const body = { ...draft, productBatch: draft.productBatch.trim(), quantity: amountOf(draft.quantity) };
  const problems = problemsByField(attributeInput, body);
  const errorOf = (field: keyof typeof EMPTY) => {
    const p = problems?.[field];
    return p ? problemText({ errors: [p], isBlurred: false, isDirty: false }, tried) : undefined;
  };
  const attributes = product.data?.attributes;
  const refresh = async () => {
    await product.refetch();
    onChanged();
  };
  const add = async () => {
    setTried(true);
    if (problems) return;
    setBusy(true);
    try {
      await addAttribute(productId, body);
      setDraft(EMPTY);
      setTried(false);
      await refresh();
    } catch {
      // the API client showed the message
    } finally {
      setBusy(false);
    }
  };
  const remove = async (a: ProductAttribute) => {
    try {
      await removeAttribute(a.id);
      await refresh();
    } catch {
      // 409 when it is the last one: the API client showed it
    }
  };

  const columns: DataTableColumn<ProductAttribute>[] = [
    { key: 'productBatch', header: t('products.attributes.batch') },
    {
      key: 'productExpire',
      header: t('products.attributes.expire'),
      render: (a) => formatDate(`${a.productExpire}T12:00:00`),
    },
    {
      key: 'quantity',
      header: t('products.attributes.quantity'),
      align: 'right',
      render: (a) => formatQuantity(a.quantity),
    },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (a) => (
        <RowActions>
          <RowActionButton
            label={t('products.attributes.remove', { batch: a.productBatch })}
            title={canRemoveAttribute(attributes?.length ?? 0) ? undefined : t('products.attributes.lastOne')}
            disabled={!canRemoveAttribute(attributes?.length ?? 0)}
            onClick={() => void remove(a)}
          >
            <TrashIcon />
          </RowActionButton>
        </RowActions>
      ),
    },
  ];

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('products.attributes.title', { name })}
      size="lg"
      footer={
        <Button variant="outline" onClick={onClose}>
          {t('products.attributes.close')}
        </Button>
      }
    >
      <form
        className={`${formGrid} ${addRow}`}
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <TextField
          className={span[4]}
          label={t('products.attributes.batch')}
          value={draft.productBatch}
          required
          onValueChange={(productBatch) =>
            setDraft((d) => ({ ...d, productBatch: productBatch.toUpperCase() }))
          }
          error={errorOf('productBatch')}
        />
        <TextField
          className={span[3]}
          type="date"
          label={t('products.attributes.expire')}
          value={draft.productExpire}
          required
          onValueChange={(productExpire) => setDraft((d) => ({ ...d, productExpire }))}
          error={errorOf('productExpire')}
        />
        <TextField
          className={span[3]}
          label={t('products.attributes.quantity')}
          inputMode="decimal"
          value={draft.quantity}
          required
          onValueChange={(quantity) => setDraft((d) => ({ ...d, quantity }))}
          error={errorOf('quantity')}
        />
        <Button className={span[2]} type="submit" loading={busy}>
          {t('products.attributes.add')}
        </Button>
      </form>
      <DataTable
        caption={t('products.attributes.title', { name })}
        columns={columns}
        rows={attributes}
        rowKey={(a) => a.id}
        loading={product.isLoading}
        error={product.isError}
      />
    </Dialog>
  );
}
