import { useForm, useStore } from '@tanstack/react-form';
import { useRef, useState } from 'react';
import { hstack, stack } from '../../../../styled-system/patterns';
import type { ChecklistType, Order } from '../../../domain/order-records';
import { createChecklist, updateChecklist } from '../../../services/checklists.api';
import { useCompanies } from '../../../services/company.api';
import { useViewedCompany } from '../../../services/order-registers.api';
import { useOrderChange } from '../../../services/orders.api';
import { notify } from '../../../services/toasts';
import { Button } from '../../../ui/button';
import { validatedBy } from '../../../ui/form/form-model';
import { formSubmit } from '../../../ui/form/form-submit';
import { useT } from '../../../ui/use-t';
import type { WatchedForm } from './checklist-fields';
import { checklistFormAnswers } from './checklist-form-answers';
import { type ChecklistValues, checklistFieldProblems, checklistValuesOf } from './checklist-values';
import { MechanicChecklistFields } from './mechanic-checklist.fields';
import { VehicleChecklistFields } from './vehicle-checklist.fields';

// One checklist of an order as a form (doc 2 §2 "Checklists: … Save is enabled only once the form
// is modified; print only when not modified"; §4 "create mode posts and closes; update mode puts
// and refreshes the order"; §8 "a success toast titled with the checklist name"). What is enabled
// is checklistFormAnswers' answer (the checklist-save machine); the values are checked with the simulator's rules
// (checklistFieldProblems) before anything is sent. Create mode closes the form (`onClosed`): the
// tab then shows the stored checklist, in update mode, once the order has refreshed.

export interface ChecklistEditorProps {
  order: Order;
  type: ChecklistType;
  /** create mode: the form closes after the POST (doc 2 §4) */
  onClosed?: () => void;
}

export function ChecklistEditor({ order, type, onClosed }: ChecklistEditorProps) {
  const t = useT();
  const change = useOrderChange();
  const company = useViewedCompany(useCompanies().data);
  const exists = (order.checklists ?? []).some((c) => c.type === type);
  // the starting values once: the order refreshes every 30 s and must not reset what is typed
  const [initial, setInitial] = useState(() => checklistValuesOf(order, type));
  const name = t(`checklists.name.${type}`);
  const formRef = useRef<HTMLFormElement>(null);

  const form = useForm({
    defaultValues: initial as ChecklistValues,
    ...validatedBy((values: ChecklistValues) => checklistFieldProblems(type, values), 'submit'),
    // a long form: the first field with a problem is brought into view and focused
    onSubmitInvalid: () =>
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      ),
    onSubmit: async ({ value }) => {
      if (!checklistFormAnswers({ exists, modified: true }).save) return;
      try {
        await change(
          exists ? updateChecklist(order.id, type, value) : createChecklist(order.id, type, value),
        );
      } catch {
        return; // the API client showed the reason (400 naming the fields, 409)
      }
      notify.success(t('checklists.saved', { name }));
      if (exists) {
        // the saved values become the form's defaults (useForm would otherwise reset to the old ones)
        setInitial(value);
        form.reset(value);
      } else onClosed?.();
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const modified = useStore(form.store, (s) => s.isDirty);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const state = { exists, modified };
  const { save: canSave, print: canPrint } = checklistFormAnswers(state);
  const [printing, setPrinting] = useState(false);

  const print = async () => {
    setPrinting(true);
    try {
      const { printChecklistPdf } = await import('../../../services/documents/checklist-pdf');
      await printChecklistPdf(order, type, form.state.values, company ?? {});
    } finally {
      setPrinting(false);
    }
  };

  const watched = { Field: form.Field, store: form.store, submitted } as unknown as WatchedForm;
  return (
    <form
      ref={formRef}
      className={stack({ gap: '4' })}
      noValidate
      aria-label={name}
      onSubmit={formSubmit(form.handleSubmit)}
    >
      {type === 'VEHICLE' ? (
        <VehicleChecklistFields form={watched} orderId={order.id} />
      ) : (
        <MechanicChecklistFields form={watched} orderId={order.id} />
      )}
      <div className={hstack({ gap: '2', justifyContent: 'flex-end' })}>
        {onClosed && (
          <Button variant="outline" onClick={onClosed} disabled={submitting}>
            {t('checklists.form.cancel')}
          </Button>
        )}
        {exists && (
          <Button variant="outline" onClick={() => void print()} disabled={!canPrint} loading={printing}>
            {t('checklists.form.print', { name })}
          </Button>
        )}
        <Button type="submit" disabled={!canSave} loading={submitting}>
          {t('checklists.form.save', { name })}
        </Button>
      </div>
    </form>
  );
}
