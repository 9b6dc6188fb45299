import { useForm, useStore } from '@tanstack/react-form';
import { useMemo } from 'react';
import { TRANSPORTER_TYPES, type Transporter } from '../../../domain/transporters';
import { MASKS } from '../../../services/display-masks';
import { createTransporter, updateTransporter } from '../../../services/transporters.api';
import { useBoundSelect, useBoundSwitch } from '../../../ui/form/bound-choice';
import { type TextFieldOptions, useBoundTextField } from '../../../ui/form/bound-field';
import { formGrid, span } from '../../../ui/form/form-grid';
import { validatedBy } from '../../../ui/form/form-model';
import { STATE_ITEMS } from '../../../ui/form/register-fields';
import { FormDialog } from '../../../ui/form-dialog';
import { useT } from '../../../ui/use-t';
import { documentInUseValidators } from './document-in-use';
import {
  emptyTransporter,
  FREIGHT_TYPES,
  type TransporterTextField,
  toInput,
  transporterProblems,
  valuesOf,
} from './transporter-form';

// Transporter create/edit modal — doc 2 §5 "Transporter form": name, document, type, address,
// city, state, status required; the document (CPF or CNPJ, masked as typed) must not be used by
// another transporter: checked as typed and again on save (document-in-use.ts).

export interface TransporterFormDialogProps {
  transporter: Transporter | null;
  onClose: () => void;
  onSaved: () => void;
}

export function TransporterFormDialog({ transporter, onClose, onSaved }: TransporterFormDialogProps) {
  const t = useT();

  const form = useForm({
    defaultValues: transporter ? valuesOf(transporter) : emptyTransporter,
    ...validatedBy(transporterProblems),
    // Save always runs the checks itself (the in-use check at once, without its debounce) and saves
    // only when they pass: while the debounced check is still waiting TanStack Form's canSubmit is
    // false, and a Save clicked then (the masked document field reports a change on mount) did nothing.
    canSubmitWhenInvalid: true,
    onSubmit: async ({ value }) => {
      const body = toInput(value);
      try {
        if (transporter) await updateTransporter(transporter.id, body);
        else await createTransporter(body);
      } catch {
        return; // the API client showed the message (409 "<document> already in use" included)
      }
      onSaved();
    },
  });

  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const select = useBoundSelect(form.Field, submitted);
  const toggle = useBoundSwitch(form.Field);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<TransporterTextField>(form.Field, submitted);
  const exceptId = transporter?.id ?? null;
  const inUseValidators = useMemo(() => documentInUseValidators(exceptId), [exceptId]);

  const text = (name: TransporterTextField, className: string, options: TextFieldOptions = {}) =>
    textField(name, { ...options, className, label: t(`transporters.fields.${name}`), autoComplete: 'off' });

  const typeItems = TRANSPORTER_TYPES.map((type) => ({ value: type, label: t(`transporters.type.${type}`) }));
  const freightItems = FREIGHT_TYPES.map((type) => ({
    value: type,
    label: t(`transporters.freight.${type}`),
  }));

  return (
    <FormDialog
      title={t(transporter ? 'transporters.form.editTitle' : 'transporters.form.newTitle')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
      cancelLabel={t('transporters.form.cancel')}
      saveLabel={t('transporters.form.save')}
      className={formGrid}
    >
      {text('nameTransporter', span[8], { required: true })}
      {toggle('status', span[4], t('transporters.fields.status'))}
      {text('documentTransporter', span[4], {
        required: true,
        mask: [...MASKS.document],
        inputMode: 'numeric',
        checkingHint: t('transporters.form.checkingDocument'),
        validators: inUseValidators,
      })}
      {text('additionalDocumentTransporter', span[4])}
      {text('codeANTT', span[4])}
      {select('type', {
        className: span[6],
        label: t('transporters.fields.type'),
        items: typeItems,
        required: true,
      })}
      {select('typeFreight', {
        className: span[6],
        label: t('transporters.fields.typeFreight'),
        items: freightItems,
      })}
      {text('address', span[6], { required: true })}
      {text('city', span[4], { required: true })}
      {select('state', {
        className: span[2],
        label: t('transporters.fields.state'),
        items: STATE_ITEMS,
        required: true,
      })}
    </FormDialog>
  );
}
