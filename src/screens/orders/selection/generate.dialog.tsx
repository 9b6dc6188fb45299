import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import type { DownstreamTarget, ExistingTarget } from '../../../domain/order-generation';
import { formatDate } from '../../../services/format';
import { useOpenOutbounds, useRecentRoutes } from '../../../services/order-downstream.api';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { Select, type SelectItem } from '../../../ui/select';
import { useT } from '../../../ui/use-t';
import type { OrderSelection } from './use-order-selection';

// The confirmation of one downstream generation (doc 2 §2, §7): invoice has the resend-NPS option;
// shipping goes into a new outbound or an existing non-DONE one; routing into a new route or one
// of the last 5 days (take 200). Which existing record may receive the orders is the machine's
// answer (GENERATE with `into`).

const NEW = 'new';
const body = stack({ gap: '3', fontSize: 'sm' });
const list = css({
  maxHeight: '28',
  overflowY: 'auto',
  px: '3',
  py: '2',
  bg: 'canvas',
  borderRadius: 'md',
  fontSize: 'xs',
  color: 'textMuted',
});

export interface GenerateDialogProps {
  target: DownstreamTarget;
  selection: OrderSelection;
  onClose: () => void;
  /** the record the generation created or joined */
  onGenerated: (record: { id: string; code: string }) => void;
}

export function GenerateDialog({ target, selection, onClose, onGenerated }: GenerateDialogProps) {
  const intl = useIntl();
  const t = useT();
  const [resendNps, setResendNps] = useState(false);
  const [into, setInto] = useState<string>(NEW);
  const [busy, setBusy] = useState(false);

  const outbounds = useOpenOutbounds(target === 'OUTBOUND');
  const routes = useRecentRoutes(target === 'ROUTE');
  const existing: ExistingTarget[] = useMemo(() => {
    if (target === 'OUTBOUND')
      return (outbounds.data?.outbounds ?? []).map((o) => ({ id: o.id, status: o.status }));
    if (target === 'ROUTE') return (routes.data?.routes ?? []).map((r) => ({ id: r.id, status: r.status }));
    return [];
  }, [target, outbounds.data, routes.data]);

  const statusText = (status: string) => {
    const id = `orders.status.${status}`;
    return intl.messages[id] ? t(id) : status;
  };
  const intoItems: SelectItem[] = (() => {
    const first = { value: NEW, label: t(`orders.generate.new.${target}`) };
    if (target === 'OUTBOUND')
      return [
        first,
        ...(outbounds.data?.outbounds ?? []).map((o) => ({
          value: o.id,
          label: `${o.code} · ${formatDate(o.outboundDate)} · ${statusText(o.status)}`,
          disabled: !selection.canGenerate(target, { id: o.id, status: o.status }),
        })),
      ];
    if (target === 'ROUTE')
      return [
        first,
        ...(routes.data?.routes ?? []).map((r) => ({
          value: r.id,
          label: `${r.code} · ${formatDate(r.routeDate)} · ${statusText(r.status)}`,
          disabled: !selection.canGenerate(target, { id: r.id, status: r.status }),
        })),
      ];
    return [first];
  })();

  const chosenExisting = into === NEW ? null : (existing.find((e) => e.id === into) ?? null);
  const allowed = selection.canGenerate(target, chosenExisting);
  const withExisting = target === 'OUTBOUND' || target === 'ROUTE';
  const lookupLoading =
    (target === 'OUTBOUND' && outbounds.isLoading) || (target === 'ROUTE' && routes.isLoading);

  const confirm = async () => {
    setBusy(true);
    const answer = await selection.generate(
      target,
      {
        resendNps: target === 'INVOICE' ? resendNps : undefined,
        outboundId: target === 'OUTBOUND' && chosenExisting ? chosenExisting.id : undefined,
        routeId: target === 'ROUTE' && chosenExisting ? chosenExisting.id : undefined,
      },
      chosenExisting,
    );
    setBusy(false);
    if (!answer) return;
    onGenerated({ id: answer.id, code: answer.code });
    onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={t(`orders.generate.title.${target}`)}
      size="sm"
      closeOnInteractOutside={!busy}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('ui.confirm.cancel')}
          </Button>
          <Button onClick={confirm} loading={busy} disabled={!allowed || lookupLoading}>
            {t('orders.generate.confirm')}
          </Button>
        </>
      }
    >
      <div className={body}>
        <p>{t('orders.generate.message', { count: selection.count })}</p>
        <p className={list}>{selection.orders.map((o) => o.orderNumber ?? o.id).join(', ')}</p>
        {withExisting && (
          <Select
            label={t(`orders.generate.into.${target}`)}
            items={intoItems}
            value={into}
            onValueChange={(value) => setInto(value ?? NEW)}
          />
        )}
        {target === 'ROUTE' && (
          <p className={css({ fontSize: 'xs', color: 'textMuted' })}>{t('orders.generate.routesHint')}</p>
        )}
        {target === 'INVOICE' && (
          <Checkbox
            label={t('orders.generate.resendNps')}
            checked={resendNps}
            onCheckedChange={setResendNps}
          />
        )}
      </div>
    </Dialog>
  );
}
