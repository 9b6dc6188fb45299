import { useForm, useStore } from '@tanstack/react-form';
import { USER_TYPES, type User } from '../../../domain/user';
import { needsVehicle } from '../../../domain/users-register';
import { MASKS } from '../../../services/display-masks';
import { useLoadErrorToast } from '../../../services/use-load-error-toast';
import { createUser, editUser } from '../../../services/users.api';
import { useVehiclesList } from '../../../services/vehicles.api';
import { useBoundSelect, useBoundSwitch } from '../../../ui/form/bound-choice';
import { useBoundTextField } from '../../../ui/form/bound-field';
import { span } from '../../../ui/form/form-grid';
import { validatedBy } from '../../../ui/form/form-model';
import { useT } from '../../../ui/use-t';
import { RegisterFormDialog } from '../shared/register-form.dialog';
import {
  emptyUser,
  toCreate,
  toEdit,
  type UserTextField,
  type UserValues,
  userProblems,
  valuesOf,
} from './user-form';

// User create/edit dialog (doc 3 §2, §3, §5): user name (lower case, fixed on edit), name (upper
// case), password and confirmation on creation only, type, tax id (CPF/CNPJ mask), e-mail, phone
// (mask), vehicle (active vehicles of the viewed company, GET /vehicle; required for a driver or
// seller, doc 3 §6), line colour (default #01579B) and, when editing, the active toggle (doc 3 §4
// "A user's active toggle shows only when editing").

/** doc 1 §9: the largest page; a vehicle picker lists the company's active fleet. */
const VEHICLE_CHOICES = { page: 1, take: 200, status: true };

export interface UserFormDialogProps {
  user: User | null;
  onClose: () => void;
  onSaved: () => void;
}

export function UserFormDialog({ user, onClose, onSaved }: UserFormDialogProps) {
  const t = useT();
  const creating = user === null;
  const vehicles = useVehiclesList(VEHICLE_CHOICES);
  // doc 3 §8 "vehicle load error (a problem loading the vehicles)"
  useLoadErrorToast(vehicles, 'registers.users.form.vehiclesLoadError');
  const form = useForm({
    defaultValues: user ? valuesOf(user) : emptyUser,
    ...validatedBy((values: UserValues) => userProblems(values, creating)),
    onSubmit: async ({ value }) => {
      try {
        if (user) await editUser(user.id, toEdit(value));
        else await createUser(toCreate(value));
      } catch {
        return; // doc 3 §8: the API's toast; the dialog stays open
      }
      onSaved();
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const select = useBoundSelect(form.Field, submitted);
  const toggle = useBoundSwitch(form.Field);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const type = useStore(form.store, (s) => s.values.type);
  const textField = useBoundTextField<UserTextField>(form.Field, submitted);
  const label = (name: string) => t(`registers.users.fields.${name}`);

  const typeItems = USER_TYPES.map((v) => ({ value: v, label: t(`registers.users.type.${v}`) }));
  const vehicleItems = [
    { value: '', label: '—' },
    ...(vehicles.data?.vehicles ?? []).map((v) => ({
      value: v.id,
      label: `${v.plate} · ${t(`registers.vehicles.type.${v.type}`)}`,
    })),
  ];

  return (
    <RegisterFormDialog
      kind="users"
      editing={!creating}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
    >
      {textField('userName', {
        className: span[6],
        label: label('userName'),
        required: true,
        disabled: !creating,
        autoComplete: 'off',
        format: (typed) => typed.toLowerCase(),
      })}
      {textField('name', {
        className: span[6],
        label: label('name'),
        required: true,
        autoComplete: 'off',
        format: (typed) => typed.toUpperCase(),
      })}
      {creating &&
        textField('password', {
          className: span[6],
          label: label('password'),
          required: true,
          type: 'password',
          autoComplete: 'new-password',
        })}
      {creating &&
        textField('confirmPassword', {
          className: span[6],
          label: label('confirmPassword'),
          required: true,
          type: 'password',
          autoComplete: 'new-password',
        })}
      {select('type', { className: span[6], label: label('type'), items: typeItems, required: true })}
      {select('vehicleId', {
        className: span[6],
        label: label('vehicleId'),
        items: vehicleItems,
        required: needsVehicle(type),
      })}
      {textField('document', {
        className: span[4],
        label: label('document'),
        mask: [...MASKS.document],
        inputMode: 'numeric',
      })}
      {textField('email', { className: span[4], label: label('email'), type: 'email', autoComplete: 'off' })}
      {textField('phoneNumber', {
        className: span[4],
        label: label('phoneNumber'),
        mask: [...MASKS.phone],
        inputMode: 'tel',
      })}
      <form.Field name="lineColor">
        {(f) => (
          <label className={span[6]}>
            {label('lineColor')}{' '}
            <input
              type="color"
              value={f.state.value}
              onChange={(e) => f.handleChange(e.target.value.toUpperCase())}
            />
          </label>
        )}
      </form.Field>
      {!creating && toggle('isActive', span[6], label('isActive'))}
    </RegisterFormDialog>
  );
}
