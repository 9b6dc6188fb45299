import { useForm, useStore } from '@tanstack/react-form';
import { createProduct, type Product, updateProduct } from '../../../services/products.api';
import { AmountField } from '../../../ui/form/amount-field';
import { useBoundSelect, useBoundSwitch } from '../../../ui/form/bound-choice';
import { type TextFieldOptions, useBoundTextField } from '../../../ui/form/bound-field';
import { useProblemText } from '../../../ui/form/form-errors';
import { formGrid, span } from '../../../ui/form/form-grid';
import { validatedBy } from '../../../ui/form/form-model';
import { FormDialog } from '../../../ui/form-dialog';
import { useT } from '../../../ui/use-t';
import { ManufacturerSelect } from './manufacturer-select';
import { emptyProduct, type ProductTextField, productProblems, toInput, valuesOf } from './product-form';

// Product create/edit modal (doc 3 §5 "Product form"): sku fixed on edit, sku/barcode upper-cased as
// typed, price as currency, category preselected with 999 for a new product. The active switch is the
// chip of the list (doc 3 §4 "Product active flag toggles the chip"). The manufacturer is one of
// the company's customers (manufacturer-select.tsx, doc 3 §7).

export interface ProductFormDialogProps {
  product: Product | null;
  categories: ReadonlyArray<{ id: string; name: string; code: string }>;
  onClose: () => void;
  onSaved: () => void;
}

const upper = (typed: string) => typed.toUpperCase();

export function ProductFormDialog({ product, categories, onClose, onSaved }: ProductFormDialogProps) {
  const t = useT();
  const problemText = useProblemText();
  const form = useForm({
    defaultValues: product ? valuesOf(product) : emptyProduct(categories),
    ...validatedBy(productProblems),
    onSubmit: async ({ value }) => {
      try {
        if (product) await updateProduct(product.id, toInput(value));
        else await createProduct(toInput(value));
      } catch {
        return; // the API client showed the message (409 sku in use included)
      }
      onSaved();
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const select = useBoundSelect(form.Field, submitted);
  const toggle = useBoundSwitch(form.Field);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<ProductTextField>(form.Field, submitted);
  const text = (name: ProductTextField, className: string, options: TextFieldOptions = {}) =>
    textField(name, { ...options, className, label: t(`products.fields.${name}`), autoComplete: 'off' });

  return (
    <FormDialog
      title={t(product ? 'products.form.editTitle' : 'products.form.newTitle')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
      cancelLabel={t('products.form.cancel')}
      saveLabel={t('products.form.save')}
      className={formGrid}
    >
      {text('sku', span[4], { required: true, format: upper, disabled: product !== null })}
      {text('description', span[8], { required: true })}
      <form.Field name="manufactorDocument">
        {(f) => (
          <ManufacturerSelect
            className={span[4]}
            value={f.state.value}
            onChange={(document) => {
              f.handleChange(document);
              f.handleBlur();
            }}
            error={problemText(f.state.meta, submitted)}
          />
        )}
      </form.Field>
      <form.Field name="price">
        {(f) => (
          <AmountField
            className={span[4]}
            label={t('products.fields.price')}
            initial={product?.price ?? Number.NaN}
            onValueChange={f.handleChange}
            onBlur={f.handleBlur}
            required
            error={problemText(f.state.meta, submitted)}
          />
        )}
      </form.Field>
      {select('categoryId', {
        className: span[4],
        label: t('products.fields.categoryId'),
        items: categories.map((c) => ({ value: c.id, label: `${c.code} · ${c.name}` })),
        required: true,
      })}
      {text('barcode', span[4], { format: upper })}
      {text('rfidcode', span[4], { format: upper })}
      {text('manufactorCode', span[4])}
      {text('brand', span[4])}
      {text('un', span[2], { format: upper })}
      {toggle('isActive', span[2], t('products.fields.isActive'))}
      {text('observation', span[12])}
    </FormDialog>
  );
}
