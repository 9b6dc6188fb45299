import type { ReactNode } from 'react';
import { formGrid } from '../../../ui/form/form-grid';
import { FormDialog } from '../../../ui/form-dialog';
import { useT } from '../../../ui/use-t';

// The frame of a register's create/edit dialog (buildings, warehouses, users, vehicles; doc 3 §2):
// its title (`registers.<kind>.form.newTitle` / `editTitle`), the form grid, Cancel and Save. A
// failed save keeps it open (doc 3 §8); the API client toasts the server's message.

export interface RegisterFormDialogProps {
  kind: 'buildings' | 'warehouses' | 'users' | 'vehicles';
  /** editing a stored record (else creating one) */
  editing: boolean;
  onClose: () => void;
  onSubmit: () => void;
  submitting: boolean;
  children: ReactNode;
}

export function RegisterFormDialog({
  kind,
  editing,
  onClose,
  onSubmit,
  submitting,
  children,
}: RegisterFormDialogProps) {
  const t = useT();
  return (
    <FormDialog
      title={t(`registers.${kind}.form.${editing ? 'editTitle' : 'newTitle'}`)}
      onClose={onClose}
      onSubmit={onSubmit}
      submitting={submitting}
      cancelLabel={t('registers.form.cancel')}
      saveLabel={t('registers.form.save')}
      className={formGrid}
    >
      {children}
    </FormDialog>
  );
}
