import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { BUILDING_TYPES, type Building, canReprocessAddress } from '../../../domain/buildings';
import { reprocessBuilding, saveBuilding } from '../../../services/buildings.api';
import { useCompanyLookups } from '../../../services/company-lookups';
import { MASKS } from '../../../services/display-masks';
import { Button } from '../../../ui/button';
import { useBoundSelect, useBoundSwitch } from '../../../ui/form/bound-choice';
import { type TextFieldOptions, useBoundTextField } from '../../../ui/form/bound-field';
import { sectionTitle, span } from '../../../ui/form/form-grid';
import { validatedBy } from '../../../ui/form/form-model';
import { useLookupHint } from '../../../ui/form/lookup-hint';
import { STATE_ITEMS } from '../../../ui/form/register-fields';
import { useT } from '../../../ui/use-t';
import { CNPJ_HINTS, POSTAL_HINTS } from '../shared/lookup-hints';
import { RegisterFormDialog } from '../shared/register-form.dialog';
import {
  addressFromPostal,
  type BuildingTextField,
  buildingProblems,
  CNPJ_FIELDS,
  emptyBuilding,
  fieldsFromCnpj,
  POSTAL_FIELDS,
  toInput,
  valuesOf,
} from './building-form';

// Building create/edit modal (doc 3 §2 "Buildings … create/edit modal", §5 "Building form"):
// document masked CPF up to 11 digits else CNPJ; a valid 14-digit CNPJ fills name and address;
// a changed 8-digit postal code fills the address (300 ms, doc 1 §5; otherwise the address fields
// are cleared and locked); code and document disabled on edit; name, code, number, complement and
// country upper-cased (on save, src/domain/buildings.ts). "Reprocess address" (edit only) is
// disabled while lat and lng are both present; it asks POST /building/reprocess and shows the new
// coordinates. A failed save keeps the modal open (doc 3 §8); the API client toasts the answer.

const reprocessCell = css({ alignSelf: 'end', display: 'flex', justifyContent: 'flex-end' });

export interface BuildingFormDialogProps {
  building: Building | null;
  onClose: () => void;
  onSaved: () => void;
}

export function BuildingFormDialog({ building, onClose, onSaved }: BuildingFormDialogProps) {
  const t = useT();
  const initial = building ? valuesOf(building) : emptyBuilding;
  const [reprocessing, setReprocessing] = useState(false);
  const form = useForm({
    defaultValues: initial,
    ...validatedBy(buildingProblems),
    onSubmit: async ({ value }) => {
      try {
        await saveBuilding(toInput(value));
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
  const textField = useBoundTextField<BuildingTextField>(form.Field, submitted);
  const document = useStore(form.store, (s) => s.values.cnpj);
  const postalCode = useStore(form.store, (s) => s.values.postalCode);
  const lat = useStore(form.store, (s) => s.values.lat);
  const lng = useStore(form.store, (s) => s.values.lng);
  const set = (name: BuildingTextField, value: string) => form.setFieldValue(name, value);

  const lookupHint = useLookupHint();
  const { postal, cnpj } = useCompanyLookups<BuildingTextField>({
    document,
    postalCode,
    initial: building ? { document: initial.cnpj, postalCode: initial.postalCode } : null,
    set,
    revalidate: () => void form.validate('blur'),
    fromPostal: addressFromPostal,
    postalFields: POSTAL_FIELDS,
    fromCnpj: fieldsFromCnpj,
    cnpjFields: CNPJ_FIELDS,
  });
  const addressLocked = (name: BuildingTextField) =>
    postal.locked && (POSTAL_FIELDS as readonly string[]).includes(name);
  const field = (
    name: BuildingTextField,
    className: string,
    options: Omit<TextFieldOptions, 'mask'> & { mask?: string | readonly string[] } = {},
  ) =>
    textField(name, {
      autoComplete: 'off',
      ...options,
      className,
      label: t(`registers.buildings.fields.${name}`),
      mask: options.mask as string | string[] | undefined,
      hint: options.hint ?? (addressLocked(name) ? t('customers.form.postalFirst') : undefined),
      readOnly: addressLocked(name),
    });

  const reprocess = async () => {
    if (!building) return;
    setReprocessing(true);
    try {
      const answer = await reprocessBuilding(building.code);
      set('lat', answer.building.lat === null ? '' : String(answer.building.lat));
      set('lng', answer.building.lng === null ? '' : String(answer.building.lng));
    } catch {
      // the API client showed the error
    } finally {
      setReprocessing(false);
    }
  };
  const coordinateOf = (text: string) => (text.trim() === '' ? null : Number(text));

  return (
    <RegisterFormDialog
      kind="buildings"
      editing={building !== null}
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting}
    >
      {select('type', {
        className: span[4],
        label: t('registers.buildings.fields.type'),
        items: BUILDING_TYPES.map((type) => ({
          value: type,
          label: t(`registers.buildings.type.${type}`),
        })),
        required: true,
      })}
      {field('cnpj', span[5], {
        required: true,
        disabled: building !== null,
        mask: MASKS.document,
        inputMode: 'numeric',
        hint: lookupHint(cnpj.status, CNPJ_HINTS),
      })}
      {toggle('isActive', span[3], t('registers.buildings.fields.isActive'))}
      {field('name', span[8], { required: true, format: (v) => v.toUpperCase() })}
      {field('code', span[4], {
        required: true,
        disabled: building !== null,
        maxLength: 20,
        format: (v) => v.toUpperCase(),
      })}

      <h3 className={sectionTitle}>{t('registers.buildings.form.address')}</h3>
      {field('postalCode', span[3], {
        required: true,
        mask: MASKS.postalCode,
        inputMode: 'numeric',
        hint: lookupHint(postal.status, POSTAL_HINTS),
      })}
      {field('street', span[7], { required: true })}
      {field('number', span[2], { required: true, format: (v) => v.toUpperCase() })}
      {field('complement', span[4], { format: (v) => v.toUpperCase() })}
      {field('neighborhood', span[4], { required: true })}
      {field('city', span[4], { required: true })}
      {select('state', {
        className: span[3],
        label: t('registers.buildings.fields.state'),
        items: STATE_ITEMS,
        required: true,
        disabled: postal.locked,
      })}
      {field('country', span[3], { required: true, format: (v) => v.toUpperCase() })}
      {field('lat', span[3], { inputMode: 'decimal' })}
      {field('lng', span[3], { inputMode: 'decimal' })}
      {building && (
        <div className={`${span[12]} ${reprocessCell}`}>
          <Button
            variant="outline"
            loading={reprocessing}
            disabled={!canReprocessAddress({ lat: coordinateOf(lat), lng: coordinateOf(lng) })}
            title={t('registers.buildings.form.reprocessHint')}
            onClick={() => void reprocess()}
          >
            {t('registers.buildings.form.reprocess')}
          </Button>
        </div>
      )}
    </RegisterFormDialog>
  );
}
