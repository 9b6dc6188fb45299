import { useId, useState } from 'react';
import { YARD_OPERATION_TYPES, type YardDock, type YardOperationType } from '../../domain/yard';
import { useCompanies } from '../../services/company.api';
import { formatDocument } from '../../services/display-masks';
import { useViewedCompanyDocument } from '../../services/query-client';
import { createYardDock, updateYardDock, useBuildingNames } from '../../services/yard.api';
import { TextField } from '../../ui/field';
import { formGrid, span } from '../../ui/form/form-grid';
import { FormDialog } from '../../ui/form-dialog';
import { Select } from '../../ui/select';
import { useT } from '../../ui/use-t';
import { type DockValues, dockInputOf, dockProblems, dockValuesOf, newDockValues } from './yard-form';

// Dock create/edit dialog — doc 3 §2 "Yard docks: a create/edit dialog", §3 "Yard dock", §5
// "name, building, startTime, endTime required", §9 defaults 06:00–18:00 and #000000. The building
// is typed or picked from the known buildings (a datalist); the company is one the user may view.

export interface YardDockFormDialogProps {
  dock: YardDock | null;
  onClose: () => void;
  onSaved: () => void;
}

export function YardDockFormDialog({ dock, onClose, onSaved }: YardDockFormDialogProps) {
  const t = useT();
  const viewed = useViewedCompanyDocument() ?? '';
  const companies = useCompanies();
  const buildings = useBuildingNames();
  const listId = useId();
  const [values, setValues] = useState<DockValues>(() => (dock ? dockValuesOf(dock) : newDockValues(viewed)));
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const problems = dockProblems(values);
  const error = (field: keyof DockValues) =>
    submitted && problems[field] ? t(problems[field].id, problems[field].values) : undefined;
  const set = <K extends keyof DockValues>(key: K, value: DockValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(dockProblems(values)).length > 0) return;
    setSaving(true);
    try {
      if (dock) await updateYardDock(dock.id, dockInputOf(values));
      else await createYardDock(dockInputOf(values));
      onSaved();
    } catch {
      // the API client showed the message; the dialog stays open (doc 3 §8)
    } finally {
      setSaving(false);
    }
  };

  const companyItems = (companies.data ?? []).map((c) => ({
    value: c.cnpj,
    label: c.fantasyName || c.corporateName || formatDocument(c.cnpj),
  }));
  return (
    <FormDialog
      title={t(dock ? 'yard.docks.form.editTitle' : 'yard.docks.form.newTitle')}
      onClose={onClose}
      onSubmit={() => void save()}
      submitting={saving}
      cancelLabel={t('yard.form.cancel')}
      saveLabel={t('yard.form.save')}
      className={formGrid}
    >
      <TextField
        className={span[8]}
        label={t('yard.docks.fields.name')}
        value={values.name}
        onValueChange={(v) => set('name', v)}
        required
        error={error('name')}
        autoComplete="off"
      />
      <div className={span[4]}>
        <TextField
          label={t('yard.docks.fields.color')}
          type="color"
          value={values.color}
          onValueChange={(v) => set('color', v)}
          error={error('color')}
        />
      </div>
      <TextField
        className={span[6]}
        label={t('yard.docks.fields.building')}
        value={values.building}
        onValueChange={(v) => set('building', v)}
        list={listId}
        required
        error={error('building')}
        autoComplete="off"
      />
      <datalist id={listId}>
        {(buildings.data ?? []).map((b) => (
          <option key={b} value={b} />
        ))}
      </datalist>
      <Select
        className={span[6]}
        label={t('yard.docks.fields.typeOperation')}
        items={YARD_OPERATION_TYPES.map((o) => ({ value: o, label: t(`yard.operation.${o}`) }))}
        value={values.typeOperation}
        onValueChange={(v) => v && set('typeOperation', v as YardOperationType)}
        required
      />
      <TextField
        className={span[3]}
        label={t('yard.docks.fields.startTime')}
        type="time"
        value={values.startTime}
        onValueChange={(v) => set('startTime', v)}
        required
        error={error('startTime')}
      />
      <TextField
        className={span[3]}
        label={t('yard.docks.fields.endTime')}
        type="time"
        value={values.endTime}
        onValueChange={(v) => set('endTime', v)}
        required
        error={error('endTime')}
      />
      <Select
        className={span[6]}
        label={t('yard.docks.fields.company')}
        items={companyItems}
        value={values.companyDocument || null}
        onValueChange={(v) => v && set('companyDocument', v)}
        required
      />
    </FormDialog>
  );
}
