import { useCallback, useState } from 'react';
import { hstack, stack } from '../../../styled-system/patterns';
import type { Inventory, InventoryPosition } from '../../domain/inventory';
import { useCodeProducts, useInventoryCommands } from '../../services/inventory.api';
import { useCurrentUser } from '../../services/session/use-current-user';
import { Button } from '../../ui/button';
import { PageSection } from '../../ui/page';
import { ScanField } from '../../ui/scan-field';
import { useT } from '../../ui/use-t';
import { countItems, EMPTY_DRAFT, readCode, setQuantity, totalRead } from './count-draft';
import { countRefusalText } from './count-refusal';
import { CountRows } from './count-rows';
import { inventoryPositionAnswers } from './inventory-answers';

/**
 * Counting as an operator does it (issue 13): read the position, then read items — barcode or RFID
 * per the position's scan type; each read adds one, a typed quantity overrides. Saving sends the
 * count; the simulator compares it with the stock and the machine sends a divergence to RECOUNTING.
 * Issue 31: each line names its product (code read, sku and description); a position the operator
 * may not count says why and who may (count-refusal.ts); `blind` says the count is blind.
 */
export function CountPanel({
  inventory,
  initial,
  blind,
}: {
  inventory: Inventory;
  initial: InventoryPosition | null;
  blind: boolean;
}) {
  const t = useT();
  const user = useCurrentUser();
  const { count } = useInventoryCommands();
  const [position, setPosition] = useState<InventoryPosition | null>(initial);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [startedAt, setStartedAt] = useState<string | null>(null);
  const onQuantity = useCallback((code: string, q: number) => setDraft((d) => setQuantity(d, code, q)), []);
  const userId = user?.id ?? '';
  const products = useCodeProducts(draft.lines.map((l) => l.code));

  const scan = (code: string): string | null => {
    if (!position) {
      const found = inventory.positions.find((p) => p.code === code.toUpperCase());
      if (!found) return t('inventory.count.unknownPosition', { code });
      const refusal = inventoryPositionAnswers(inventory, found, userId).countRefusal;
      if (refusal) return countRefusalText(refusal, found.code, t);
      setPosition(found);
      setDraft(EMPTY_DRAFT);
      setStartedAt(new Date().toISOString());
      return null;
    }
    setStartedAt((s) => s ?? new Date().toISOString());
    setDraft((d) => readCode(d, code));
    return null;
  };

  const save = () => {
    if (!position) return;
    count
      .mutateAsync({
        id: inventory.id,
        item: position.id,
        user: userId,
        items: countItems(draft, position.scanType === 'RFID'),
        startedAt: startedAt ?? undefined,
      })
      .then(() => {
        setPosition(null);
        setDraft(EMPTY_DRAFT);
        setStartedAt(null);
      })
      .catch(() => undefined);
  };

  return (
    <PageSection title={t('inventory.count.title')}>
      <div className={stack({ gap: '3' })}>
        <ScanField
          captureGlobal
          autoFocus
          label={position ? t('inventory.count.scanItem') : t('inventory.count.scanPosition')}
          hint={position ? t('inventory.count.positionHint', { code: position.code }) : undefined}
          onScan={scan}
        />
        {blind && <p>{t('inventory.count.blind')}</p>}
        {position?.status === 'RECOUNTING' && <p role="status">{t('inventory.count.recount')}</p>}
        {position && (
          <>
            <p aria-live="polite">
              {t('inventory.count.lines', { count: draft.lines.length, total: totalRead(draft) })}
            </p>
            <CountRows lines={draft.lines} products={products} onQuantity={onQuantity} />
            <div className={hstack({ gap: '2' })}>
              <Button onClick={save} loading={count.isPending}>
                {t('inventory.count.save')}
              </Button>
              <Button
                variant="outline"
                onClick={() => {
                  setPosition(null);
                  setDraft(EMPTY_DRAFT);
                }}
              >
                {t('inventory.count.clear')}
              </Button>
            </div>
          </>
        )}
      </div>
    </PageSection>
  );
}
