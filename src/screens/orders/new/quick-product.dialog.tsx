import { useForm, useStore } from '@tanstack/react-form';
import { css } from '../../../../styled-system/css';
import { grid } from '../../../../styled-system/patterns';
import {
  isBarcodeInUse,
  normalizeQuickProduct,
  type ProductLight,
  type QuickProductInput,
  quickProductInput,
} from '../../../domain/products';
import type { Problem } from '../../../domain/validation';
import { createQuickProduct } from '../../../services/order-registers.api';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { type TextFieldOptions, useBoundTextField, useFieldBinding } from '../../../ui/form/bound-field';
import { DateField } from '../../../ui/form/date-field';
import { problemFields } from '../../../ui/form/form-errors';
import { validatedBy } from '../../../ui/form/form-model';
import { formSubmit } from '../../../ui/form/form-submit';
import { useT } from '../../../ui/use-t';
import { parseAmount } from '../detail/inline-edit';

// Quick-product creation on the new-order page (doc 2 §2; §5 "Quick product: sku, barcode,
// description and price required; sku, barcode and batch upper-cased; a barcode already in the
// list is rejected ('this barcode is already in use')"); POST /product/quick.

export interface QuickProductValues {
  sku: string;
  barcode: string;
  description: string;
  price: string;
  productBatch: string;
  productExpire: string;
  un: string;
}

export const emptyQuickProduct: QuickProductValues = {
  sku: '',
  barcode: '',
  description: '',
  price: '',
  productBatch: '',
  productExpire: '',
  un: 'UN',
};

export function toQuickProduct(values: QuickProductValues): QuickProductInput {
  const price = parseAmount(values.price);
  return normalizeQuickProduct({
    sku: values.sku.trim(),
    barcode: values.barcode.trim(),
    description: values.description.trim(),
    price: values.price.trim() === '' || price === null ? Number.NaN : price,
    productBatch: values.productBatch.trim() || null,
    productExpire: values.productExpire || null,
    un: values.un.trim().toUpperCase() || 'UN',
  });
}

/** Field problems: the schema's, and the barcode already in the order's list. */
export function quickProductProblems(
  values: QuickProductValues,
  list: ReadonlyArray<{ barcode: string | null }>,
): Record<string, Problem> | undefined {
  const body = toQuickProduct(values);
  const found = problemFields(quickProductInput, body)?.fields ?? {};
  if (found.price && values.price.trim() === '')
    found.price = { ...found.price, key: 'validation.required', values: undefined };
  if (!found.barcode && body.barcode && isBarcodeInUse(body.barcode, list))
    found.barcode = {
      field: 'barcode',
      key: 'validation.alreadyInUse',
      values: { name: body.barcode },
      message: '',
    };
  return Object.keys(found).length ? found : undefined;
}

const cells = grid({ gridTemplateColumns: { base: '1fr', md: '1fr 1fr' }, gap: '3' });
const wide = css({ md: { gridColumn: 'span 2' } });

export interface QuickProductDialogProps {
  list: ReadonlyArray<{ barcode: string | null }>;
  onClose: () => void;
  onCreated: (product: ProductLight) => void;
}

export function QuickProductDialog({ list, onClose, onCreated }: QuickProductDialogProps) {
  const t = useT();
  const form = useForm({
    defaultValues: emptyQuickProduct,
    ...validatedBy((value: QuickProductValues) => quickProductProblems(value, list)),
    onSubmit: async ({ value }) => {
      try {
        const answer = await createQuickProduct(toQuickProduct(value));
        onCreated(answer.product);
        onClose();
      } catch {
        // 409 "this barcode is already in use": the API client toasted it
      }
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<keyof QuickProductValues>(form.Field, submitted);
  const bind = useFieldBinding(submitted);

  const field = (
    name: keyof QuickProductValues,
    { upper, ...options }: TextFieldOptions & { upper?: boolean; className?: string } = {},
  ) =>
    textField(name, {
      ...options,
      label: t(`orders.quickProduct.fields.${name}`),
      autoComplete: 'off',
      format: upper ? (typed) => typed.toUpperCase() : undefined,
    });

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !submitting) onClose();
      }}
      title={t('orders.quickProduct.title')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('ui.confirm.cancel')}
          </Button>
          <Button onClick={() => void form.handleSubmit()} loading={submitting}>
            {t('orders.quickProduct.save')}
          </Button>
        </>
      }
    >
      <form className={cells} noValidate onSubmit={formSubmit(form.handleSubmit)}>
        {field('sku', { required: true, upper: true })}
        {field('barcode', { required: true, upper: true })}
        {field('description', { required: true, className: wide })}
        {field('price', { required: true, inputMode: 'decimal' })}
        {field('un', { upper: true })}
        {field('productBatch', { upper: true })}
        <form.Field name="productExpire">
          {(f) => <DateField {...bind(f)} label={t('orders.quickProduct.fields.productExpire')} />}
        </form.Field>
      </form>
    </Dialog>
  );
}
