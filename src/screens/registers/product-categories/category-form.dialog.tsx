import { useForm, useStore } from '@tanstack/react-form';
import { type Category, categoryInput } from '../../../domain/categories';
import { createCategory, updateCategory } from '../../../services/categories.api';
import { useBoundTextField } from '../../../ui/form/bound-field';
import { formGrid, span } from '../../../ui/form/form-grid';
import { type FieldProblems, problemsByField, validatedBy, withKey } from '../../../ui/form/form-model';
import { FormDialog } from '../../../ui/form-dialog';
import { useT } from '../../../ui/use-t';

// Category create/edit dialog (doc 3 §5 "Category form: code and name required").

interface Values {
  code: string;
  name: string;
}
const problems = (values: Values): FieldProblems =>
  problemsByField(categoryInput, values, (problem) => withKey(problem, 'validation.required'));

export interface CategoryFormDialogProps {
  category: Category | null;
  onClose: () => void;
  onSaved: () => void;
}

export function CategoryFormDialog({ category, onClose, onSaved }: CategoryFormDialogProps) {
  const t = useT();
  const form = useForm({
    defaultValues: { code: category?.code ?? '', name: category?.name ?? '' },
    ...validatedBy(problems),
    onSubmit: async ({ value }) => {
      const body = { code: value.code.trim(), name: value.name.trim() };
      try {
        if (category) await updateCategory(category.id, body);
        else await createCategory(body);
      } catch {
        return; // doc 3 §8: the API's toast; the dialog stays open
      }
      onSaved();
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<keyof Values>(form.Field, submitted);
  return (
    <FormDialog
      title={t(category ? 'registers.categories.form.editTitle' : 'registers.categories.form.newTitle')}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
      cancelLabel={t('registers.form.cancel')}
      saveLabel={t('registers.form.save')}
      className={formGrid}
    >
      {textField('code', {
        className: span[4],
        label: t('registers.categories.fields.code'),
        required: true,
        maxLength: 20,
        autoComplete: 'off',
      })}
      {textField('name', {
        className: span[8],
        label: t('registers.categories.fields.name'),
        required: true,
        maxLength: 100,
        autoComplete: 'off',
      })}
    </FormDialog>
  );
}
