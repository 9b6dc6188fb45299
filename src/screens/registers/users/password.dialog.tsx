import { useForm, useStore } from '@tanstack/react-form';
import type { User } from '../../../domain/user';
import { changePassword } from '../../../services/users.api';
import { useBoundTextField } from '../../../ui/form/bound-field';
import { formGrid, span } from '../../../ui/form/form-grid';
import { validatedBy } from '../../../ui/form/form-model';
import { FormDialog } from '../../../ui/form-dialog';
import { useT } from '../../../ui/use-t';
import { type PasswordValues, passwordProblems } from './user-form';

// Change-password dialog (doc 3 §2 "a change-password dialog", §5 "newPassword and confirmPassword
// required and equal", §7 PUT /users/password/{id} (newPassword)).

export function PasswordDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const t = useT();
  const form = useForm({
    defaultValues: { newPassword: '', confirmPassword: '' } as PasswordValues,
    ...validatedBy(passwordProblems),
    onSubmit: async ({ value }) => {
      try {
        await changePassword(user.id, value);
      } catch {
        return;
      }
      onClose();
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<keyof PasswordValues>(form.Field, submitted);
  return (
    <FormDialog
      title={t('registers.users.password.title', { name: user.profile.name })}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
      cancelLabel={t('registers.form.cancel')}
      saveLabel={t('registers.users.password.save')}
      className={formGrid}
    >
      {textField('newPassword', {
        className: span[12],
        label: t('registers.users.password.newPassword'),
        required: true,
        type: 'password',
        autoComplete: 'new-password',
      })}
      {textField('confirmPassword', {
        className: span[12],
        label: t('registers.users.password.confirmPassword'),
        required: true,
        type: 'password',
        autoComplete: 'new-password',
      })}
    </FormDialog>
  );
}
