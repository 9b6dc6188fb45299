import { useMemo, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { hstack, stack } from '../../../../styled-system/patterns';
import type { VolumeMove } from '../../../domain/packing-volumes';
import { useOperation } from '../../../services/operations.api';
import { usePackingActions } from '../../../services/packing.api';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/states';
import { Badge } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { DetailPending } from '../shared/detail-pending';
import { OrderPagination, useOrderPages } from '../shared/order-pages';
import { OrderRecordHeader } from '../shared/order-record-header';
import { packingAnswers, packingItemAnswers } from './packing-answers';
import { PackingOrder } from './packing-order';
import {
  defaultTarget,
  draftsOf,
  isDirty,
  moveInDraft,
  nextVolume,
  renumbering,
  type VolumeDrafts,
} from './volume-draft';
import { VolumeForm } from './volume-form';

// One opened packing (doc 3 §2 Packing, §3, §4, §5): the record's facts and actions, the "add to
// volume" form and each order's volumes. Moves edit a local draft (each checked by the packing-item
// machine); "Save volumes" sends them all (PUT ?origin=web); finalize saves pending edits first,
// then the simulator renumbers the non-empty volumes from 1, which the tab then shows and tells.

const content = stack({ gap: '3' });
const title = hstack({
  gap: '2',
  fontSize: 'lg',
  fontWeight: 'semibold',
});
const notice = css({
  p: '3',
  fontSize: 'sm',
  bg: 'successSubtle',
  borderWidth: '1px',
  borderColor: 'green.200',
  borderRadius: 'md',
});

type Renumbered = Array<{ order: string; pairs: Array<[number, number]> }>;

export default function PackingDetail({ id }: { id: string }) {
  const t = useT();
  const query = useOperation('packing', id);
  const record = query.data;
  const actions = usePackingActions(id);
  const [edits, setEdits] = useState<VolumeDrafts | null>(null);
  const [opened, setOpened] = useState<Record<string, number[]>>({});
  const [orderId, setOrderId] = useState<string | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [renumbered, setRenumbered] = useState<Renumbered | null>(null);

  const items = record?.items ?? [];
  const pages = useOrderPages(items, 'packingOrders');
  const stored = useMemo(() => draftsOf(items), [items]);
  const drafts = edits ?? stored;
  const dirty = edits !== null && isDirty(items, edits);
  const answers = packingAnswers(record);

  if (query.isLoading || !record) return <DetailPending loading={query.isLoading} />;

  const formItem = items.find((i) => i.id === orderId) ?? items[0];
  const formTarget = formItem ? (target ?? defaultTarget(drafts[formItem.id] ?? [], opened[formItem.id])) : 1;
  const canEdit = answers.saveVolumes;

  const chooseOrder = (itemId: string) => {
    setOrderId(itemId);
    setTarget(null);
    pages.showIndex(items.findIndex((i) => i.id === itemId));
  };
  const move = (itemId: string, change: VolumeMove) =>
    setEdits((prev) => {
      const base = prev ?? stored;
      return { ...base, [itemId]: moveInDraft(base[itemId] ?? [], change) };
    });
  const newVolume = (itemId: string) => {
    const number = nextVolume(drafts[itemId] ?? [], [...(opened[itemId] ?? []), formTarget]);
    setOpened((prev) => ({ ...prev, [itemId]: [...(prev[itemId] ?? []), number] }));
    return number;
  };
  const discard = () => {
    setEdits(null);
    setOpened({});
    setTarget(null);
  };
  const save = async () => {
    await actions.saveVolumes.mutateAsync(drafts);
    discard();
  };
  const finalize = async () => {
    if (dirty) await save();
    const pairs = items
      .map((i) => ({ order: i.order.orderNumber, pairs: renumbering(drafts[i.id] ?? []) }))
      .filter((r) => r.pairs.length > 0);
    await actions.finalize.mutateAsync(undefined);
    setRenumbered(pairs);
  };
  const describePairs = (pairs: Array<[number, number]>) =>
    pairs.map(([from, to]) => t('packing.renumber.pair', { from, to })).join(', ');
  const preview = items
    .map((i) => ({ order: i.order.orderNumber, pairs: renumbering(drafts[i.id] ?? []) }))
    .filter((r) => r.pairs.length > 0);

  return (
    <div className={content}>
      <h2 className={title}>
        {t('packing.detail.title', { code: record.code })}
        {dirty && <Badge tone="warning">{t('packing.detail.unsaved')}</Badge>}
      </h2>
      <OrderRecordHeader
        record={record}
        date={record.packingDate}
        answers={answers}
        finalizeMessage={
          <>
            {t('packing.detail.finalizeMessage')}
            {preview.map((r) => (
              <span key={r.order} className={css({ display: 'block', mt: '1' })}>
                {t('packing.renumber.order', { order: r.order, pairs: describePairs(r.pairs) })}
              </span>
            ))}
          </>
        }
        onAssign={(userId) => actions.assign.mutateAsync({ id, userId })}
        onFinalize={finalize}
        onCancel={() => actions.cancel.mutateAsync(undefined)}
      >
        {dirty && (
          <Button size="sm" variant="ghost" onClick={discard} disabled={actions.saveVolumes.isPending}>
            {t('packing.detail.discard')}
          </Button>
        )}
        {canEdit && (
          <Button
            size="sm"
            onClick={() => void save().catch(() => undefined)}
            disabled={!dirty}
            loading={actions.saveVolumes.isPending}
          >
            {t('packing.detail.save')}
          </Button>
        )}
      </OrderRecordHeader>
      {renumbered && (
        <p role="status" className={notice}>
          {renumbered.length === 0
            ? t('packing.renumber.none')
            : renumbered
                .map((r) => t('packing.renumber.order', { order: r.order, pairs: describePairs(r.pairs) }))
                .join(' · ')}
        </p>
      )}
      {canEdit && formItem && (
        <VolumeForm
          items={items}
          drafts={drafts}
          opened={opened}
          orderId={formItem.id}
          onOrderChange={chooseOrder}
          target={formTarget}
          onTargetChange={setTarget}
          onMove={move}
          onNewVolume={newVolume}
          disabled={actions.saveVolumes.isPending || actions.finalize.isPending}
        />
      )}
      {items.length === 0 && <EmptyState message={t('packing.detail.empty')} />}
      {pages.pageItems.map((item) => (
        <PackingOrder
          key={item.id}
          item={item}
          lines={drafts[item.id] ?? []}
          opened={
            item.id === formItem?.id && canEdit
              ? [...(opened[item.id] ?? []), formTarget]
              : (opened[item.id] ?? [])
          }
          target={canEdit && item.id === formItem?.id ? formTarget : null}
          canAssign={packingItemAnswers(item).assignUser}
          editable={canEdit}
          onAssign={(itemId, userId) => actions.assign.mutateAsync({ id, itemId, userId })}
        />
      ))}
      <OrderPagination pages={pages} total={items.length} />
    </div>
  );
}
