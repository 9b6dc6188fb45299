import { useForm, useStore } from '@tanstack/react-form';
import { VEHICLE_PLATE_MAX_LENGTH, VEHICLE_TYPES, type Vehicle } from '../../../domain/vehicles';
import { createVehicle, updateVehicle } from '../../../services/vehicles.api';
import { useBoundSelect, useBoundSwitch } from '../../../ui/form/bound-choice';
import { useBoundTextField } from '../../../ui/form/bound-field';
import { span } from '../../../ui/form/form-grid';
import { validatedBy } from '../../../ui/form/form-model';
import { useT } from '../../../ui/use-t';
import { RegisterFormDialog } from '../shared/register-form.dialog';
import {
  capacityText,
  emptyVehicle,
  toInput,
  type VehicleTextField,
  valuesOf,
  vehicleProblems,
} from './vehicle-form';

// Vehicle create/edit dialog (doc 3 §2 "Vehicles", §5): plate (upper case, disabled on edit: fixed
// after creation, §3), type, max volume, max weight, status. A failed save keeps the dialog open
// (doc 3 §8); the API client toasts the server's message.

export interface VehicleFormDialogProps {
  vehicle: Vehicle | null;
  onClose: () => void;
  onSaved: () => void;
}

export function VehicleFormDialog({ vehicle, onClose, onSaved }: VehicleFormDialogProps) {
  const t = useT();
  const form = useForm({
    defaultValues: vehicle ? valuesOf(vehicle) : emptyVehicle,
    ...validatedBy(vehicleProblems),
    onSubmit: async ({ value }) => {
      const { plate: _fixed, ...changes } = toInput(value);
      try {
        if (vehicle) await updateVehicle(vehicle.id, changes);
        else await createVehicle(toInput(value));
      } catch {
        return;
      }
      onSaved();
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const select = useBoundSelect(form.Field, submitted);
  const toggle = useBoundSwitch(form.Field);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const textField = useBoundTextField<VehicleTextField>(form.Field, submitted);
  const typeItems = VEHICLE_TYPES.map((type) => ({
    value: type,
    label: t(`registers.vehicles.type.${type}`),
  }));

  return (
    <RegisterFormDialog
      kind="vehicles"
      editing={vehicle !== null}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
    >
      {textField('plate', {
        className: span[6],
        label: t('registers.vehicles.fields.plate'),
        required: true,
        disabled: vehicle !== null,
        maxLength: VEHICLE_PLATE_MAX_LENGTH,
        autoComplete: 'off',
        format: (typed) => typed.toUpperCase(),
      })}
      {select('type', {
        className: span[6],
        label: t('registers.vehicles.fields.type'),
        items: typeItems,
        required: true,
      })}
      {textField('capacityVolume', {
        className: span[6],
        label: t('registers.vehicles.fields.capacityVolume'),
        required: true,
        inputMode: 'decimal',
        format: capacityText,
      })}
      {textField('capacityWeight', {
        className: span[6],
        label: t('registers.vehicles.fields.capacityWeight'),
        required: true,
        inputMode: 'decimal',
        format: capacityText,
      })}
      {toggle('status', span[6], t('registers.vehicles.fields.status'))}
    </RegisterFormDialog>
  );
}
