import { useState } from 'react';
import { stack } from '../../../../styled-system/patterns';
import { useOrderNumberSearch } from '../../../services/checklist-picks.api';
import { formatDate } from '../../../services/format';
import { useOrder } from '../../../services/orders.api';
import { useViewedCompanyDocument } from '../../../services/query-client';
import { useCurrentUser } from '../../../services/session/use-current-user';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FailedState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';
import { documentScope } from '../list/orders-query';
import { ChecklistEditor } from './checklist-editor';
import { SearchPick } from './search-pick';

// The orders list's vehicle-checklist button (doc 2 §2 "a vehicle-checklist button (shown only
// when the company settings have a mechanic lead time status flag on)"). The seed puts it beside
// the title, not on a row, and says no more: ours, the dialog first asks which order (by its
// number, newest first, from the list's own scope), then opens that order's vehicle checklist —
// an empty one in create mode (the POST closes the dialog, doc 2 §4) or the stored one in update
// mode (the PUT refreshes the order and the dialog stays).

export function VehicleChecklistDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const user = useCurrentUser();
  const doc = useViewedCompanyDocument();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ id: string; orderNumber: string } | null>(null);
  const found = useOrderNumberSearch(search, documentScope(user?.type, doc));
  const order = useOrder(chosen?.id ?? null);
  const rows = found.data?.orders;

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size={chosen ? 'xl' : 'md'}
      title={
        chosen
          ? t('checklists.orderPick.title', { number: chosen.orderNumber })
          : t('orders.list.vehicleChecklist')
      }
      description={chosen ? undefined : t('checklists.orderPick.hint')}
    >
      {!chosen ? (
        <SearchPick
          label={t('checklists.orderPick.search')}
          listLabel={t('checklists.orderPick.results')}
          search={search}
          onSearchChange={setSearch}
          items={rows?.map((row) => ({
            id: row.id,
            text: t('checklists.orderPick.order', { number: row.orderNumber }),
            detail: t('checklists.orderPick.detail', {
              date: formatDate(row.orderDate),
              customer: row.recipient?.name ?? '—',
            }),
          }))}
          failed={found.isError}
          onPick={(id) => {
            const row = rows?.find((r) => r.id === id);
            if (row) setChosen({ id: row.id, orderNumber: row.orderNumber });
          }}
        />
      ) : (
        <div className={stack({ gap: '3', alignItems: 'stretch' })}>
          <div>
            <Button variant="outline" size="sm" onClick={() => setChosen(null)}>
              {t('checklists.orderPick.back')}
            </Button>
          </div>
          {order.data ? (
            <ChecklistEditor key={order.data.id} order={order.data} type="VEHICLE" onClosed={onClose} />
          ) : order.isError ? (
            <FailedState />
          ) : (
            <p aria-busy="true">{t('checklists.pick.loading')}</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
