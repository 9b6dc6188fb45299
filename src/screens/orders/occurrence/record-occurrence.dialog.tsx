import { useId, useState } from 'react';
import { stack } from '../../../../styled-system/patterns';
import type { OrderStatus, OrderType } from '../../../domain/orders';
import { type OccurrenceRecordStatus, recordOccurrence } from '../../../services/occurrences.api';
import { useOrderChange } from '../../../services/orders.api';
import { Button } from '../../../ui/button';
import { useCodeLabels } from '../../../ui/code-labels';
import { Dialog } from '../../../ui/dialog';
import { TextArea } from '../../../ui/field';
import { formSubmit } from '../../../ui/form/form-submit';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';
import { orderAnswers } from '../order-answers';

// Record-occurrence dialog (doc 2 §2 "Other dialogs … record-occurrence dialog", §5 "Occurrence
// dialog: status and observation required"). The statuses offered are those the order machine
// allows for this order; POST /orders/occurrence/{id} (docs/CONTRACTS.md) adds the calendar entry
// and moves the order. Its success and error messages are the API's (doc 1 §8).

const formStack = stack({ gap: '3' });

export interface RecordOccurrenceDialogProps {
  order: { id: string; orderNumber: string; status: OrderStatus; type: OrderType };
  onClose: () => void;
  onRecorded?: () => void;
}

export function RecordOccurrenceDialog({ order, onClose, onRecorded }: RecordOccurrenceDialogProps) {
  const t = useT();
  const labels = useCodeLabels();
  const change = useOrderChange();
  const formId = useId();
  const statuses = orderAnswers(order).occurrenceStatuses;
  const [status, setStatus] = useState<OccurrenceRecordStatus | null>(
    statuses.length === 1 ? statuses[0] : null,
  );
  const [observation, setObservation] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const statusError = tried && !status ? t('validation.required') : undefined;
  const observationError = tried && observation.trim() === '' ? t('validation.required') : undefined;

  const submit = async () => {
    setTried(true);
    if (!status || observation.trim() === '') return;
    setBusy(true);
    try {
      await change(recordOccurrence(order.id, { status, observation: observation.trim() }));
    } catch {
      setBusy(false);
      return; // the API client showed the message
    }
    setBusy(false);
    onRecorded?.();
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('occurrence.record.title', { number: order.orderNumber })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('occurrence.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={busy} disabled={statuses.length === 0}>
            {t('occurrence.record.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={formSubmit(submit)} className={formStack}>
        <Select
          label={t('occurrence.record.status')}
          items={statuses.map((s) => ({ value: s, label: labels.label('calendarStatus', s) }))}
          value={status}
          onValueChange={(value) => setStatus(value as OccurrenceRecordStatus | null)}
          required
          error={statusError}
          placeholder={t('occurrence.record.choose')}
        />
        <TextArea
          label={t('occurrence.record.observation')}
          required
          rows={4}
          value={observation}
          onValueChange={setObservation}
          error={observationError}
        />
      </form>
    </Dialog>
  );
}
