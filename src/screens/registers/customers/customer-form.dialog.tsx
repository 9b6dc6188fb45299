import { useForm, useStore } from '@tanstack/react-form';
import type { CompanyCustomer } from '../../../domain/customers';
import { useCompanyLookups } from '../../../services/company-lookups';
import { createCustomer, updateCustomer } from '../../../services/customers.api';
import { MASKS } from '../../../services/display-masks';
import { TextArea } from '../../../ui/field';
import { useBoundSelect, useBoundSwitch } from '../../../ui/form/bound-choice';
import { type TextFieldOptions, useBoundTextField } from '../../../ui/form/bound-field';
import { formGrid, sectionTitle, span } from '../../../ui/form/form-grid';
import { validatedBy } from '../../../ui/form/form-model';
import { useLookupHint } from '../../../ui/form/lookup-hint';
import { STATE_ITEMS } from '../../../ui/form/register-fields';
import { FormDialog } from '../../../ui/form-dialog';
import { useT } from '../../../ui/use-t';
import { CNPJ_HINTS, POSTAL_HINTS } from '../shared/lookup-hints';
import {
  addressFromPostal,
  COMPANY_FIELDS,
  type CustomerTextField,
  customerProblems,
  emptyCustomer,
  fieldsFromCnpj,
  LOCKED_BY_CNPJ,
  POSTAL_FIELDS,
  toInput,
  valuesOf,
} from './customer-form';

// Customer create/edit modal — doc 2 §2 "Customers page … edit modal", §5 "Customer form":
// document masked CPF/CNPJ and validated; a valid 14-digit CNPJ looks the company up and fills
// name, address, e-mail and phone (otherwise those are cleared) and locks the company fields;
// postal code of 8 digits looks the address up (300 ms), otherwise the address fields are cleared
// and locked. Lookups: src/services/lookups.ts. Rules: customer-form.ts → src/domain/customers.ts.

export interface CustomerFormDialogProps {
  /** null: create; a customer: edit */
  customer: CompanyCustomer | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Mounted while open (the parent renders it for the customer being created or edited). */
export function CustomerFormDialog({ customer, onClose, onSaved }: CustomerFormDialogProps) {
  const t = useT();
  const initial = customer ? valuesOf(customer) : emptyCustomer;

  const form = useForm({
    defaultValues: initial,
    ...validatedBy(customerProblems),
    onSubmit: async ({ value }) => {
      try {
        if (customer) await updateCustomer(customer.id, toInput(value));
        else await createCustomer(toInput(value));
      } catch {
        return; // the API client showed the error (doc 2 §8 create error)
      }
      onSaved();
    },
  });

  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const select = useBoundSelect(form.Field, submitted);
  const toggle = useBoundSwitch(form.Field);
  const textField = useBoundTextField<CustomerTextField>(form.Field, submitted);
  const document = useStore(form.store, (s) => s.values.document);
  const postalCode = useStore(form.store, (s) => s.values.postalCode);
  const set = (name: CustomerTextField, value: string) => form.setFieldValue(name, value);

  const lookupHint = useLookupHint();
  const { postal, cnpj } = useCompanyLookups<CustomerTextField>({
    document,
    postalCode,
    initial: customer ? { document: initial.document, postalCode: initial.postalCode } : null,
    set,
    revalidate: () => void form.validate('blur'),
    fromPostal: addressFromPostal,
    postalFields: POSTAL_FIELDS,
    fromCnpj: fieldsFromCnpj,
    cnpjFields: COMPANY_FIELDS,
  });

  const isLocked = (name: CustomerTextField) =>
    (cnpj.locked && (LOCKED_BY_CNPJ as readonly string[]).includes(name)) ||
    (postal.locked && (POSTAL_FIELDS as readonly string[]).includes(name));

  const field = (
    name: CustomerTextField,
    className: string,
    options: Omit<TextFieldOptions, 'mask'> & { mask?: string | readonly string[] } = {},
  ) =>
    textField(name, {
      ...options,
      className,
      label: t(`customers.fields.${name}`),
      mask: options.mask as string | string[] | undefined,
      hint: options.hint ?? (isLocked(name) ? t('customers.form.locked') : undefined),
      autoComplete: options.autoComplete ?? 'off',
      readOnly: isLocked(name),
    });

  return (
    <FormDialog
      title={t(customer ? 'customers.form.editTitle' : 'customers.form.newTitle')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
      cancelLabel={t('customers.form.cancel')}
      saveLabel={t('customers.form.save')}
      className={formGrid}
    >
      <h3 className={sectionTitle}>{t('customers.form.company')}</h3>
      {field('document', span[4], {
        required: true,
        mask: MASKS.document,
        inputMode: 'numeric',
        hint: lookupHint(cnpj.status, CNPJ_HINTS),
      })}
      {field('additionalDocument', span[3])}
      {toggle('isActive', span[5], t('customers.fields.isActive'))}
      {field('corporateName', span[6], { required: true })}
      {field('fantasyName', span[6])}
      {field('name', span[4])}
      {field('email', span[4], { type: 'email', inputMode: 'email' })}
      {field('phone', span[4], { mask: MASKS.phone, inputMode: 'tel' })}

      <h3 className={sectionTitle}>{t('customers.form.address')}</h3>
      {field('postalCode', span[3], {
        required: true,
        mask: MASKS.postalCode,
        inputMode: 'numeric',
        hint: postal.locked
          ? postal.status === 'searching'
            ? t('customers.form.searchingPostalCode')
            : t('customers.form.postalFirst')
          : lookupHint(postal.status, POSTAL_HINTS),
      })}
      {field('street', span[7], { required: true })}
      {field('number', span[2], { required: true })}
      {field('complement', span[4])}
      {field('neighborhood', span[4], { required: true })}
      {field('city', span[4], { required: true })}
      {select('state', {
        className: span[3],
        label: t('customers.fields.state'),
        items: STATE_ITEMS,
        required: true,
        disabled: postal.locked,
      })}
      {field('country', span[3], { required: true })}
      <form.Field name="observation">
        {(f) => (
          <TextArea
            className={span[12]}
            label={t('customers.fields.observation')}
            rows={2}
            value={f.state.value}
            onValueChange={f.handleChange}
            onBlur={f.handleBlur}
          />
        )}
      </form.Field>
    </FormDialog>
  );
}
