import { useState } from 'react';
import { css } from '../../../styled-system/css';
import { stack } from '../../../styled-system/patterns';
import type { YardAppointment, YardAppointmentStatus, YardDock } from '../../domain/yard';
import { confirmAppointment, deleteAppointment } from '../../services/yard.api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { Dialog } from '../../ui/dialog';
import { Badge, type BadgeTone } from '../../ui/status-badge';
import { useT } from '../../ui/use-t';
import { yardAppointmentAnswers } from './yard-appointment-answers';
import { displayDate } from './yard-week';

// The tile popup — doc 3 §2 "Clicking a tile opens a popup (dock name and time range, title,
// description, status chip, edit button)". Ours besides: the driver, Confirm (PUT
// …/confirmation, shown while the machine allows CONFIRM: pending only) and Delete with a
// confirmation (the seed's DELETE call has no other entry point).

const TONE: Record<YardAppointmentStatus, BadgeTone> = {
  completed: 'success',
  accepted: 'success',
  changed: 'warning',
  'not-accept': 'danger',
  pending: 'neutral',
  'start-process': 'info',
};
const body = stack({ gap: '2' });
const muted = css({ fontSize: 'sm', color: 'textMuted' });
const text = css({ fontSize: 'sm', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export interface AppointmentPopupProps {
  appointment: YardAppointment;
  dock: YardDock | undefined;
  onClose: () => void;
  onEdit: () => void;
  onChanged: () => void;
}

export function AppointmentPopup({
  appointment: a,
  dock,
  onClose,
  onEdit,
  onChanged,
}: AppointmentPopupProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await call();
      onChanged();
    } catch {
      // the API client showed the reason
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Dialog
        open={!deleting}
        onOpenChange={(open) => !open && !busy && onClose()}
        size="sm"
        title={a.title}
        description={`${dock?.name ?? ''} · ${t('yard.popup.when', { date: displayDate(a.dateEvent), start: a.startTime, end: a.endTime })}`}
        footer={
          <>
            {yardAppointmentAnswers(a).delete && (
              <Button variant="outline" onClick={() => setDeleting(true)} disabled={busy}>
                {t('yard.popup.delete')}
              </Button>
            )}
            {yardAppointmentAnswers(a).confirm && (
              <Button
                variant="outline"
                loading={busy}
                onClick={() => void act(() => confirmAppointment(a.id))}
              >
                {t('yard.popup.confirm')}
              </Button>
            )}
            <Button onClick={onEdit} disabled={busy}>
              {t('yard.popup.edit')}
            </Button>
          </>
        }
      >
        <div className={body}>
          <div>
            <Badge tone={TONE[a.status]}>{t(`yard.status.${a.status}`)}</Badge>
          </div>
          <p className={text}>{a.description}</p>
          <p className={muted}>{t('yard.popup.driver', { name: a.data.userName })}</p>
        </div>
      </Dialog>
      <ConfirmDialog
        open={deleting}
        onOpenChange={(open) => !open && !busy && setDeleting(false)}
        tone="danger"
        loading={busy}
        title={t('yard.appointment.deleteTitle')}
        message={t('yard.appointment.deleteMessage', { title: a.title })}
        confirmLabel={t('yard.popup.delete')}
        onConfirm={() => void act(() => deleteAppointment(a.id))}
      />
    </>
  );
}
