import { useForm, useStore } from '@tanstack/react-form';
import { type SalesChannel, salesChannelInput } from '../../../domain/sales-channels';
import { createSalesChannel, updateSalesChannel } from '../../../services/sales-channels.api';
import { useBoundTextField } from '../../../ui/form/bound-field';
import { formGrid, span } from '../../../ui/form/form-grid';
import { type FieldProblems, problemsByField, validatedBy, withKey } from '../../../ui/form/form-model';
import { FormDialog } from '../../../ui/form-dialog';
import { useT } from '../../../ui/use-t';

// Sales channel create/edit dialog (doc 3 §5 "Sales channel: code and name required. Code cannot
// be edited once created"): the code is disabled on edit and only the name is sent (PUT).

interface Values {
  code: string;
  saleschannel: string;
}

const problems = (values: Values): FieldProblems =>
  problemsByField(salesChannelInput, values, (problem) => withKey(problem, 'validation.required'));

export interface SalesChannelFormDialogProps {
  channel: SalesChannel | null;
  onClose: () => void;
  onSaved: () => void;
}

export function SalesChannelFormDialog({ channel, onClose, onSaved }: SalesChannelFormDialogProps) {
  const t = useT();
  const form = useForm({
    defaultValues: { code: channel?.code ?? '', saleschannel: channel?.saleschannel ?? '' },
    ...validatedBy(problems),
    onSubmit: async ({ value }) => {
      const name = value.saleschannel.trim();
      try {
        if (channel) await updateSalesChannel(channel.id, { saleschannel: name });
        else await createSalesChannel({ code: value.code.trim(), saleschannel: name });
      } catch {
        return; // doc 3 §8: the toast is the API's, the dialog stays open
      }
      onSaved();
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<keyof Values>(form.Field, submitted);
  return (
    <FormDialog
      title={t(channel ? 'registers.salesChannels.form.editTitle' : 'registers.salesChannels.form.newTitle')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
      cancelLabel={t('registers.form.cancel')}
      saveLabel={t('registers.form.save')}
      className={formGrid}
    >
      {textField('code', {
        className: span[4],
        label: t('registers.salesChannels.fields.code'),
        required: true,
        disabled: channel !== null,
        maxLength: 20,
        autoComplete: 'off',
      })}
      {textField('saleschannel', {
        className: span[8],
        label: t('registers.salesChannels.fields.saleschannel'),
        required: true,
        maxLength: 100,
        autoComplete: 'off',
      })}
    </FormDialog>
  );
}
