import { useMemo, useState } from 'react';
import { stack } from '../../../styled-system/patterns';
import { toApiDate } from '../../domain/dates';
import { hasReason, isMoveTarget, moveTargetsSince } from '../../domain/route-rules';
import { formatDate } from '../../services/format';
import { useRouteList } from '../../services/routes.api';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextArea } from '../../ui/field';
import { Select } from '../../ui/select';
import { useT } from '../../ui/use-t';

// Remove orders from a route (a reason is required) or move them to another route (a destination
// is required: a route of the past 5 days, page 1, take 200, that is not DONE or CANCELLED —
// doc 3 §5, §9). One dialog for one order (its row) or the selected ones (the bulk bar).

export interface OrdersActionDialogProps {
  mode: 'remove' | 'move';
  routeId: string;
  count: number;
  onClose: () => void;
  /** the call (reason, or destination route id); a rejection keeps the dialog open */
  onSend: (value: string) => Promise<unknown>;
}

export function OrdersActionDialog({ mode, routeId, count, onClose, onSend }: OrdersActionDialogProps) {
  const t = useT();
  const [value, setValue] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const now = useMemo(() => Date.now(), []);
  const targets = useRouteList(
    { page: 1, take: 200, initialDate: toApiDate(moveTargetsSince(now)) },
    mode === 'move',
  );
  const targetItems = (targets.data?.routes ?? [])
    .filter((r) => isMoveTarget(r, routeId, now))
    .map((r) => ({ value: r.id, label: `${r.code} · ${formatDate(r.routeDate)}` }));
  const missing = mode === 'remove' ? !hasReason(value) : value === '';
  const error =
    submitted && missing
      ? t(mode === 'remove' ? 'routes.delivery.reasonRequired' : 'routes.move.required')
      : undefined;
  const send = async () => {
    setSubmitted(true);
    if (missing) return;
    setSending(true);
    try {
      await onSend(value.trim());
      onClose();
    } catch {
      // told by the API client; the dialog stays open
    } finally {
      setSending(false);
    }
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      title={t(mode === 'remove' ? 'routes.remove.title' : 'routes.move.title')}
      description={t('routes.selection.count', { count })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={sending}>
            {t('routes.actions.close')}
          </Button>
          <Button
            variant={mode === 'remove' ? 'danger' : 'solid'}
            loading={sending}
            onClick={() => void send()}
          >
            {t(mode === 'remove' ? 'routes.actions.remove' : 'routes.actions.move')}
          </Button>
        </>
      }
    >
      <div className={stack({ gap: '3' })}>
        {mode === 'remove' ? (
          <TextArea
            label={t('routes.delivery.reason')}
            required
            value={value}
            error={error}
            onValueChange={setValue}
          />
        ) : (
          <Select
            label={t('routes.move.destination')}
            items={targetItems}
            value={value || null}
            onValueChange={(v) => setValue(v ?? '')}
            placeholder={targets.isLoading ? t('routes.move.loading') : t('routes.move.placeholder')}
            error={error}
            required
          />
        )}
      </div>
    </Dialog>
  );
}
