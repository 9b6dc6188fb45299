import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { cx } from '../../../styled-system/css';
import { BRAZILIAN_STATES } from '../../domain/brazilian-states';
import type { CompanyCustomer } from '../../domain/customers';
import { createCustomer, updateCustomer } from '../../services/customers.api';
import { MASKS } from '../../services/display-masks';
import { type LookupStatus, useCnpjLookup, usePostalCodeLookup } from '../../services/lookups';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextArea, TextField } from '../../ui/field';
import { Select } from '../../ui/select';
import { Switch } from '../../ui/switch';
import { useProblemText } from '../auth/form-errors';
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
import { formGrid, sectionTitle, span, switchCell } from './form-grid';

// Customer create/edit modal — doc 2 §2 "Customers page … edit modal", §5 "Customer form":
// document masked CPF/CNPJ and validated; a valid 14-digit CNPJ looks the company up and fills
// name, address, e-mail and phone (otherwise those are cleared) and locks the company fields;
// postal code of 8 digits looks the address up (300 ms), otherwise the address fields are cleared
// and locked. Lookups: src/services/lookups.ts. Rules: customer-form.ts → src/domain/customers.ts.

const STATE_ITEMS = BRAZILIAN_STATES.map((s) => ({ value: s, label: s }));

export interface CustomerFormDialogProps {
  /** null: create; a customer: edit */
  customer: CompanyCustomer | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Mounted while open (the parent renders it for the customer being created or edited). */
export function CustomerFormDialog({ customer, onClose, onSaved }: CustomerFormDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const formId = useId();
  const problemText = useProblemText();
  const initial = customer ? valuesOf(customer) : emptyCustomer;

  const form = useForm({
    defaultValues: initial,
    validationLogic: revalidateLogic({ mode: 'blur', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) => {
        const fields = customerProblems(value);
        return fields ? { fields } : undefined;
      },
    },
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
  const document = useStore(form.store, (s) => s.values.document);
  const postalCode = useStore(form.store, (s) => s.values.postalCode);
  const set = (name: CustomerTextField, value: string) => form.setFieldValue(name, value);

  const postal = usePostalCodeLookup(postalCode, customer ? initial.postalCode : null, {
    onFound: (address) => {
      for (const [name, value] of Object.entries(addressFromPostal(address)))
        set(name as CustomerTextField, value);
      void form.validate('blur');
    },
    onCleared: () => {
      for (const name of POSTAL_FIELDS) set(name, '');
    },
  });
  const cnpj = useCnpjLookup(document, customer ? initial.document : null, {
    onFound: (record) => {
      const fields = fieldsFromCnpj(record);
      for (const [name, value] of Object.entries(fields)) set(name as CustomerTextField, value);
      // The registry's address comes with its postal code: no second lookup over it.
      if (fields.postalCode) postal.markResolved(fields.postalCode);
      void form.validate('blur');
    },
    onCleared: () => {
      for (const name of COMPANY_FIELDS) set(name, '');
    },
  });

  const hint = (status: LookupStatus, searching: string, notFound: string) =>
    status === 'searching' ? t(searching) : status === 'notFound' ? t(notFound) : undefined;

  const isLocked = (name: CustomerTextField) =>
    (cnpj.locked && (LOCKED_BY_CNPJ as readonly string[]).includes(name)) ||
    (postal.locked && (POSTAL_FIELDS as readonly string[]).includes(name));

  const field = (
    name: CustomerTextField,
    className: string,
    options: {
      required?: boolean;
      mask?: string | readonly string[];
      hint?: string;
      type?: string;
      inputMode?: 'numeric' | 'email' | 'tel' | 'text';
      autoComplete?: string;
    } = {},
  ) => (
    <form.Field name={name}>
      {(f) => (
        <TextField
          className={className}
          label={t(`customers.fields.${name}`)}
          name={f.name}
          required={options.required}
          mask={options.mask as string | string[] | undefined}
          hint={options.hint ?? (isLocked(name) ? t('customers.form.locked') : undefined)}
          type={options.type}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete ?? 'off'}
          readOnly={isLocked(name)}
          value={f.state.value as string}
          onValueChange={f.handleChange}
          onBlur={f.handleBlur}
          error={problemText(f.state.meta, submitted)}
        />
      )}
    </form.Field>
  );

  return (
    <Dialog
      open
      onOpenChange={(next) => !next && !submitting && onClose()}
      size="lg"
      title={t(customer ? 'customers.form.editTitle' : 'customers.form.newTitle')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={submitting}>
            {t('customers.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={submitting}>
            {t('customers.form.save')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={formGrid}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <h3 className={sectionTitle}>{t('customers.form.company')}</h3>
        {field('document', span[4], {
          required: true,
          mask: MASKS.document,
          inputMode: 'numeric',
          hint: hint(cnpj.status, 'customers.form.searchingCnpj', 'customers.form.cnpjNotFound'),
        })}
        {field('additionalDocument', span[3])}
        <form.Field name="isActive">
          {(f) => (
            <div className={cx(span[5], switchCell)}>
              <Switch
                label={t('customers.fields.isActive')}
                checked={f.state.value}
                onCheckedChange={f.handleChange}
              />
            </div>
          )}
        </form.Field>
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
            : hint(postal.status, 'customers.form.searchingPostalCode', 'customers.form.postalCodeNotFound'),
        })}
        {field('street', span[7], { required: true })}
        {field('number', span[2], { required: true })}
        {field('complement', span[4])}
        {field('neighborhood', span[4], { required: true })}
        {field('city', span[4], { required: true })}
        <form.Field name="state">
          {(f) => (
            <Select
              className={span[3]}
              label={t('customers.fields.state')}
              items={STATE_ITEMS}
              value={f.state.value || null}
              onValueChange={(v) => f.handleChange(v ?? '')}
              disabled={postal.locked}
              required
              error={problemText(f.state.meta, submitted)}
            />
          )}
        </form.Field>
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
      </form>
    </Dialog>
  );
}
