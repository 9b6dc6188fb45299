import { useCallback, useState } from 'react';
import { hstack, stack } from '../../../styled-system/patterns';
import type { Inventory, InventoryPosition } from '../../domain/inventory';
import { can } from '../../machines/ask';
import { inventoryLifecycle } from '../../machines/inventory.machine';
import { inventoryPositionLifecycle } from '../../machines/inventory-position.machine';
import { useInventoryCommands } from '../../services/inventory.api';
import { useCurrentUser } from '../../services/session/use-current-user';
import { Button } from '../../ui/button';
import { PageSection } from '../../ui/page';
import { ScanField } from '../../ui/scan-field';
import { useT } from '../../ui/use-t';
import { countItems, EMPTY_DRAFT, readCode, setQuantity, totalRead } from './count-draft';
import { CountRows } from './count-rows';

/** Whether the operator may count `position` now: the position machine accepts a COUNT by them
 * (a diverging or a matching one) and the inventory is open. */
export function mayCount(inventory: Inventory, position: InventoryPosition, user: string): boolean {
  if (!can(inventoryLifecycle, inventory, { type: 'WORK_POSITION' })) return false;
  return (
    can(inventoryPositionLifecycle, position, { type: 'COUNT', user, diverges: true }) ||
    can(inventoryPositionLifecycle, position, { type: 'COUNT', user, diverges: false })
  );
}

/**
 * Counting as an operator does it (issue 13): read the position, then read items — barcode or RFID
 * per the position's scan type; each read adds one, a typed quantity overrides. Saving sends the
 * count; the simulator compares it with the stock and the machine sends a divergence to RECOUNTING.
 */
export function CountPanel({
  inventory,
  initial,
}: {
  inventory: Inventory;
  initial: InventoryPosition | null;
}) {
  const t = useT();
  const user = useCurrentUser();
  const { count } = useInventoryCommands();
  const [position, setPosition] = useState<InventoryPosition | null>(initial);
  const [draft, setDraft] = useState(EMPTY_DRAFT);
  const [startedAt, setStartedAt] = useState<string | null>(null);
  const onQuantity = useCallback((code: string, q: number) => setDraft((d) => setQuantity(d, code, q)), []);
  const userId = user?.id ?? '';

  const scan = (code: string): string | null => {
    if (!position) {
      const found = inventory.positions.find((p) => p.code === code.toUpperCase());
      if (!found) return t('inventory.count.unknownPosition', { code });
      if (!mayCount(inventory, found, userId)) return t('inventory.count.notCountable', { code });
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
        {position?.status === 'RECOUNTING' && <p role="status">{t('inventory.count.recount')}</p>}
        {position && (
          <>
            <p aria-live="polite">
              {t('inventory.count.lines', { count: draft.lines.length, total: totalRead(draft) })}
            </p>
            <CountRows lines={draft.lines} onQuantity={onQuantity} />
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
