import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { stack } from '../../../../styled-system/patterns';
import type { Handling } from '../../../domain/handling';
import type { Position } from '../../../domain/warehouse';
import { api } from '../../../services/api-client';
import { useHandlingCommands } from '../../../services/handling.api';
import { companyKey, useViewedCompanyDocument } from '../../../services/query-client';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { PageSection } from '../../../ui/page';
import { ScanField } from '../../../ui/scan-field';
import { useT } from '../../../ui/use-t';
import { InventoryHolderNote } from '../shared/inventory-holder-note';
import { handlingAnswers, handlingItemAnswers } from './handling-answers';
import { nextPendingAt, readScan, type ScanOutcome, type ScanState } from './handling-scan';

type Move = Extract<ScanOutcome, { kind: 'finalize' | 'confirmDestination' }>;

// The scanner panel of a handling detail: origin, then destination (handling-scan.ts). The
// positions of the handling's warehouse are read once (up to 200, a warehouse's size in the
// platform's lists) so a read is answered at once, as a handheld operator expects.

const panel = stack({ gap: '2' });

export function HandlingScanPanel({ record }: { record: Handling }) {
  const t = useT();
  const doc = useViewedCompanyDocument();
  const commands = useHandlingCommands();
  const [state, setState] = useState<ScanState>({ origin: null });
  const [held, setHeld] = useState<string | null>(null);
  // a destination other than the planned one, waiting for the operator's confirmation
  const [unplanned, setUnplanned] = useState<Extract<Move, { kind: 'confirmDestination' }> | null>(null);
  const positions = useQuery({
    queryKey: companyKey(doc, 'positions', 'warehouse', record.warehouse.id),
    queryFn: ({ signal }) =>
      api.get<{ positions: Position[] }>('/position', {
        query: { warehouse: record.warehouse.id, take: 200 },
        signal,
      }),
    enabled: doc !== null,
  });
  const byCode = useMemo(
    () => new Map((positions.data?.positions ?? []).map((p) => [p.code, p])),
    [positions.data],
  );
  const nextItem = state.origin ? nextPendingAt(record.items, state.origin.id) : null;
  const label =
    state.origin && nextItem
      ? t('handling.scan.destination', { sku: nextItem.product.sku, code: state.origin.code })
      : t('handling.scan.origin');

  const move = ({ item, destination }: Move) => {
    const origin = item.positionOrigin.id;
    commands
      .finalizeItem(record.id, item.id, destination.id)
      .then((answer) => {
        const more = answer.record?.items.some(
          (i) => handlingItemAnswers(i).open && i.positionOrigin.id === origin,
        );
        if (!more) setState({ origin: null });
      })
      .catch(() => undefined); // refused: toasted by the API client; the read stays where it was
  };

  const onScan = (code: string) => {
    const outcome = readScan(state, code, record.items, byCode);
    // a position in inventory: its inventory is named and linked below (issue 31)
    setHeld(
      outcome.kind === 'refused' && outcome.refusal.key === 'handling.scan.inInventory'
        ? code.trim().toUpperCase()
        : null,
    );
    if (outcome.kind === 'refused') return t(outcome.refusal.key, outcome.refusal.values);
    if (outcome.kind === 'origin') {
      setState(outcome.state);
      return null;
    }
    if (outcome.kind === 'confirmDestination') setUnplanned(outcome);
    else move(outcome);
    return null;
  };

  return (
    <PageSection title={t('handling.scan.title')}>
      <div className={panel}>
        <ScanField
          captureGlobal
          label={label}
          disabled={!handlingAnswers(record).scan || positions.isLoading}
          onScan={onScan}
        />
        {state.origin && (
          <Button variant="outline" size="sm" onClick={() => setState({ origin: null })}>
            {t('handling.scan.reset')}
          </Button>
        )}
      </div>
      {held && <InventoryHolderNote positionCode={held} />}
      <ConfirmDialog
        open={unplanned !== null}
        onOpenChange={(open) => {
          if (!open) setUnplanned(null);
        }}
        title={t('handling.scan.unplannedTitle')}
        message={
          unplanned &&
          t('handling.scan.unplanned', {
            sku: unplanned.item.product.sku,
            read: unplanned.destination.code,
            planned: unplanned.planned,
          })
        }
        confirmLabel={t('handling.scan.unplannedConfirm', { code: unplanned?.destination.code ?? '' })}
        onConfirm={() => {
          if (unplanned) move(unplanned);
          setUnplanned(null);
        }}
      />
    </PageSection>
  );
}
