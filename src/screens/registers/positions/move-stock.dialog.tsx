import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { grid, stack } from '../../../../styled-system/patterns';
import { positionUsable } from '../../../domain/position-availability';
import type { Position } from '../../../domain/warehouse';
import { api } from '../../../services/api-client';
import { useHandlingCommands } from '../../../services/handling.api';
import { usePosition } from '../../../services/positions.api';
import { companyKey, useViewedCompanyDocument } from '../../../services/query-client';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { NativeSelect } from '../../../ui/native-select';
import { Spinner } from '../../../ui/spinner';
import { useT } from '../../../ui/use-t';
import { checkDraft, type DraftLine } from './move-draft';

// The move bar's dialog (doc 3 §2 Positions, §5 "Move positions", §7): one origin → its products
// with a quantity each (Total fills the stored one) to a destination (POST /position-handling/{id},
// same origin); several origins → everything they hold to one destination (POST /position-handling,
// different origins). "Run now" (ours, on by default) moves the stock in the same call; off, it
// leaves a PENDING handling for an operator (/handling). Destinations in inventory or not receiving
// stock are listed with "*" and cannot be chosen (doc 3 §4).

const body = stack({ gap: '3' });
const lineRow = grid({ gridTemplateColumns: '1fr 10rem 8rem', gap: '2', alignItems: 'end' });
const errorText = css({ color: 'danger', fontSize: 'sm' });

export function MoveStockDialog({
  origins,
  onClose,
  onMoved,
}: {
  origins: Position[];
  onClose: () => void;
  onMoved: () => void;
}) {
  const t = useT();
  const doc = useViewedCompanyDocument();
  const commands = useHandlingCommands();
  const single = origins.length === 1 ? origins[0] : null;
  const detail = usePosition(single?.id ?? null);
  const warehouse = origins[0].warehouse.id;
  const destinations = useQuery({
    queryKey: companyKey(doc, 'positions', 'warehouse', warehouse),
    queryFn: ({ signal }) =>
      api.get<{ positions: Position[] }>('/position', { query: { warehouse, take: 200 }, signal }),
  });
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [destination, setDestination] = useState<string | null>(null);
  const [execute, setExecute] = useState(true);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (detail.data)
      setLines(
        detail.data.storageItems.map((i) => ({
          productId: i.product.id,
          sku: i.product.sku,
          stored: i.quantity,
          text: '',
        })),
      );
  }, [detail.data]);

  const originIds = new Set(origins.map((o) => o.id));
  const items = (destinations.data?.positions ?? [])
    .filter((p) => !originIds.has(p.id))
    .map((p) => {
      const usable = positionUsable(p, 'moveTo');
      return { value: p.id, label: usable ? p.code : `${p.code} *`, disabled: !usable };
    });
  const draft = single ? checkDraft(lines, single.id, destination) : null;
  const destinationError = submitted && !destination ? t('positions.move.destinationRequired') : undefined;
  const nothing = submitted && single !== null && draft?.send.length === 0 && draft.problems.size === 0;

  const submit = async () => {
    setSubmitted(true);
    if (!destination || (draft && (draft.problems.size > 0 || draft.send.length === 0))) return;
    setBusy(true);
    try {
      if (single && draft) await commands.moveSameOrigin({ origin: single.id, lines: draft.send, execute });
      else await commands.moveDifferentOrigins({ destination, origins: [...originIds], execute });
      onMoved();
    } catch {
      // toasted by the API client; the dialog stays open (doc 3 §8)
    } finally {
      setBusy(false);
    }
  };

  const problemText = (productId: string, stored: number) => {
    const problem = draft?.problems.get(productId);
    if (!problem) return undefined;
    return problem === 'quantityTooLarge'
      ? t('positions.move.tooLarge', { value: stored })
      : t('positions.move.tooSmall');
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onClose()}
      title={t('positions.move.title')}
      description={
        single
          ? t('positions.move.sameOrigin', { code: single.code })
          : t('positions.move.differentOrigins', { count: origins.length })
      }
      size="lg"
      footer={
        <>
          <Button variant="outline" disabled={busy} onClick={onClose}>
            {t('positions.move.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {t('positions.move.confirm')}
          </Button>
        </>
      }
    >
      <div className={body}>
        {single && detail.isLoading && <Spinner />}
        {lines.map((line, index) => (
          <div key={line.productId} className={lineRow}>
            <TextField
              label={t('positions.move.quantity', { sku: line.sku })}
              inputMode="decimal"
              value={line.text}
              error={problemText(line.productId, line.stored)}
              onValueChange={(text) => setLines(lines.map((l, i) => (i === index ? { ...l, text } : l)))}
            />
            <span>{line.stored}</span>
            <Checkbox
              label={t('positions.move.total', { sku: line.sku })}
              checked={line.text !== '' && Number(line.text.replace(',', '.')) === line.stored}
              onCheckedChange={(on) =>
                setLines(lines.map((l, i) => (i === index ? { ...l, text: on ? String(l.stored) : '' } : l)))
              }
            />
          </div>
        ))}
        {nothing && (
          <p role="alert" className={errorText}>
            {t('positions.move.nothing')}
          </p>
        )}
        <NativeSelect
          label={t('positions.move.destination')}
          items={items}
          value={destination}
          placeholder="—"
          error={destinationError}
          onValueChange={setDestination}
        />
        <Checkbox label={t('positions.move.execute')} checked={execute} onCheckedChange={setExecute} />
      </div>
    </Dialog>
  );
}
