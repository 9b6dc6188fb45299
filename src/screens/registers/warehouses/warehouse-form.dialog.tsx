import { useForm, useStore } from '@tanstack/react-form';
import { useEffect } from 'react';
import { type WarehouseInput, type WarehouseRecord, warehouseInput } from '../../../domain/buildings';
import { saveWarehouse } from '../../../services/buildings.api';
import { useBoundSelect, useBoundSwitch } from '../../../ui/form/bound-choice';
import { useBoundTextField } from '../../../ui/form/bound-field';
import { span } from '../../../ui/form/form-grid';
import {
  type FieldProblems,
  isBlank,
  problemsByField,
  validatedBy,
  withKey,
} from '../../../ui/form/form-model';
import { useT } from '../../../ui/use-t';
import { RegisterFormDialog } from '../shared/register-form.dialog';
import { useBuildingItems } from './building-items';

// Warehouse create/edit dialog (doc 3 §2 "Warehouses … a create/edit dialog", §5 "Warehouse:
// building, name, code required. Name and code uppercase. With one building and a new warehouse,
// it is preselected"; §3 "code … fixed after creation": disabled on edit). One POST /warehouse
// saves both (§7 "POST also updates": the id says which). A failed save keeps it open (§8).

interface WarehouseValues {
  building: string;
  name: string;
  code: string;
  isActive: boolean;
}

const toInput = (v: WarehouseValues, id?: string): WarehouseInput => ({
  ...(id ? { id } : {}),
  building: v.building,
  name: v.name.trim().toUpperCase(),
  code: v.code.trim().toUpperCase(),
  isActive: v.isActive,
});

function warehouseProblems(values: WarehouseValues): FieldProblems {
  return problemsByField(warehouseInput, toInput(values), (problem, given) =>
    isBlank(given) ? withKey(problem, 'validation.required') : problem,
  );
}

export interface WarehouseFormDialogProps {
  warehouse: WarehouseRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

export function WarehouseFormDialog({ warehouse, onClose, onSaved }: WarehouseFormDialogProps) {
  const t = useT();
  const buildings = useBuildingItems();
  const form = useForm({
    defaultValues: {
      building: warehouse?.building?.id ?? '',
      name: warehouse?.name ?? '',
      code: warehouse?.code ?? '',
      isActive: warehouse?.isActive ?? true,
    } as WarehouseValues,
    ...validatedBy(warehouseProblems),
    onSubmit: async ({ value }) => {
      try {
        await saveWarehouse(toInput(value, warehouse?.id));
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
  const textField = useBoundTextField<'name' | 'code'>(form.Field, submitted);

  // doc 3 §5: the only building is preselected for a new warehouse
  const only = buildings.items.length === 1 ? buildings.items[0].value : null;
  useEffect(() => {
    if (!warehouse && only && form.getFieldValue('building') === '') form.setFieldValue('building', only);
  }, [warehouse, only, form]);

  return (
    <RegisterFormDialog
      kind="warehouses"
      editing={warehouse !== null}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
    >
      {select('building', {
        className: span[12],
        label: t('registers.warehouses.fields.building'),
        items: buildings.items,
        required: true,
        disabled: buildings.loading,
      })}
      {textField('code', {
        className: span[4],
        label: t('registers.warehouses.fields.code'),
        required: true,
        disabled: warehouse !== null,
        maxLength: 20,
        autoComplete: 'off',
        format: (typed) => typed.toUpperCase(),
      })}
      {textField('name', {
        className: span[8],
        label: t('registers.warehouses.fields.name'),
        required: true,
        maxLength: 60,
        autoComplete: 'off',
        format: (typed) => typed.toUpperCase(),
      })}
      {toggle('isActive', span[6], t('registers.warehouses.fields.isActive'))}
    </RegisterFormDialog>
  );
}
