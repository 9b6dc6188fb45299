import { useForm, useStore } from '@tanstack/react-form';
import type { Problem } from '../../../domain/validation';
import { useBoundTextField } from '../../../ui/form/bound-field';
import { formGrid, span } from '../../../ui/form/form-grid';
import { type FieldProblems, problemsByField, validatedBy, withKey } from '../../../ui/form/form-model';
import { FormDialog } from '../../../ui/form-dialog';
import { useT } from '../../../ui/use-t';

// The create/edit dialog of a register that is a code and a name, both required (doc 3 §5
// "Category form: code and name required"; "Sales channel: code and name required"): product
// categories and sales channels. A failed save keeps it open (doc 3 §8: the API's toast).

export interface CodeNameValues {
  code: string;
  name: string;
}

export interface CodeNameFormDialogProps {
  title: string;
  labels: { code: string; name: string };
  initial: CodeNameValues;
  /** the register's rule (src/domain), given `{ code, name }` */
  problemsOf: (values: CodeNameValues) => FieldProblems;
  /** doc 3 §5 "Code cannot be edited once created" (sales channels) */
  codeDisabled?: boolean;
  /** Saves (throws when the API refused). */
  save: (values: CodeNameValues) => Promise<unknown>;
  onClose: () => void;
  onSaved: () => void;
}

/** `problemsOf` for a code/name schema: every problem reads "required", told on the form's `code`
 * or `name` field (`nameField`: what the schema calls the name, e.g. `saleschannel`). */
export const requiredProblems =
  (schema: (data: unknown) => unknown, nameField = 'name') =>
  (values: CodeNameValues): FieldProblems => {
    const found = problemsByField(schema, { code: values.code, [nameField]: values.name }, (problem) =>
      withKey(problem, 'validation.required'),
    );
    if (!found) return undefined;
    const out: Record<string, Problem> = {};
    for (const [field, problem] of Object.entries(found)) {
      const own = field === nameField ? 'name' : field;
      out[own] = { ...problem, field: own };
    }
    return out;
  };

export function CodeNameFormDialog(props: CodeNameFormDialogProps) {
  const t = useT();
  const form = useForm({
    defaultValues: props.initial,
    ...validatedBy(props.problemsOf),
    onSubmit: async ({ value }) => {
      try {
        await props.save({ code: value.code.trim(), name: value.name.trim() });
      } catch {
        return;
      }
      props.onSaved();
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<keyof CodeNameValues>(form.Field, submitted);
  return (
    <FormDialog
      title={props.title}
      onClose={props.onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
      cancelLabel={t('registers.form.cancel')}
      saveLabel={t('registers.form.save')}
      className={formGrid}
    >
      {textField('code', {
        className: span[4],
        label: props.labels.code,
        required: true,
        disabled: props.codeDisabled,
        maxLength: 20,
        autoComplete: 'off',
      })}
      {textField('name', {
        className: span[8],
        label: props.labels.name,
        required: true,
        maxLength: 100,
        autoComplete: 'off',
      })}
    </FormDialog>
  );
}
