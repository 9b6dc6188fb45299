import { useState } from 'react';
import { wrap } from '../../../../styled-system/patterns';
import { positionUsable } from '../../../domain/position-availability';
import type { Position } from '../../../domain/warehouse';
import { printBarcodes } from '../../../services/documents/barcodes-pdf';
import { createInventory, useInvalidatePositions } from '../../../services/positions.api';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useT } from '../../../ui/use-t';
import { MoveStockDialog } from './move-stock.dialog';

// The bars over the selected positions (doc 3 §2 Positions "move and inventory action bars"):
// move (one position: its products, same origin; several: everything to one destination), a new
// inventory (POST /inventory with the positions, doc 3 §7; doc 3 §4: none in inventory, none
// virtual) and label printing (CODE128 of the code, or of the RFID code, in a PDF sheet).

const bar = wrap({ gap: '2', alignItems: 'center' });

export function SelectionBar({ selected, onDone }: { selected: Position[]; onDone: () => void }) {
  const t = useT();
  const invalidate = useInvalidatePositions();
  const [moving, setMoving] = useState(false);
  const [inventory, setInventory] = useState(false);
  const [busy, setBusy] = useState(false);
  const count = selected.length;
  const inventoriable = count > 0 && selected.every((p) => positionUsable(p, 'inventory'));
  const withRfid = selected.filter((p) => p.rfidCode);
  const labels = (rfid: boolean) =>
    printBarcodes(
      t('positions.title'),
      (rfid ? withRfid : selected).map((p) => ({
        value: rfid ? p.rfidCode : p.code,
        caption: `${p.warehouse.code} · ${p.code}`,
      })),
      { fileName: rfid ? 'posicoes-rfid' : 'posicoes' },
    );
  return (
    <div className={bar}>
      <Button variant="outline" disabled={count === 0} onClick={() => setMoving(true)}>
        {t('positions.move.bar', { count })}
      </Button>
      <Button
        variant="outline"
        disabled={!inventoriable}
        title={count > 0 && !inventoriable ? t('positions.inventory.blocked') : undefined}
        onClick={() => setInventory(true)}
      >
        {t('positions.inventory.bar', { count })}
      </Button>
      <Button variant="ghost" disabled={count === 0} onClick={() => void labels(false)}>
        {t('positions.printLabels', { count })}
      </Button>
      <Button variant="ghost" disabled={withRfid.length === 0} onClick={() => void labels(true)}>
        {t('positions.printRfid', { count: withRfid.length })}
      </Button>
      {moving && (
        <MoveStockDialog
          origins={selected}
          onClose={() => setMoving(false)}
          onMoved={() => {
            setMoving(false);
            onDone();
          }}
        />
      )}
      <ConfirmDialog
        open={inventory}
        onOpenChange={(open) => !open && !busy && setInventory(false)}
        loading={busy}
        title={t('positions.inventory.title')}
        message={t('positions.inventory.message', { count })}
        confirmLabel={t('positions.inventory.confirm')}
        onConfirm={async () => {
          setBusy(true);
          try {
            await createInventory(selected.map((p) => p.id));
            setInventory(false);
            onDone();
            void invalidate();
          } catch {
            // toasted by the API client; the dialog stays open
          } finally {
            setBusy(false);
          }
        }}
      />
    </div>
  );
}
