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
    // Checked on Save, not when a field is left: pressing Save first blurs the confirmation, and a
    // "Senhas divergentes" appearing (or going) on that blur grows (or shrinks) the centred dialog
    // between mousedown and mouseup, so the click lands beside Save and nothing is sent (seen in
    // Chromium, issue 12). After the first Save every keystroke re-checks (validatedBy), so a
    // corrected confirmation clears the message before the pointer reaches Save again.
    ...validatedBy(passwordProblems, 'submit'),
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
