import { css } from '../../../styled-system/css';
import { useOpenLines } from '../../services/inventory.api';
import { useT } from '../../ui/use-t';

const box = css({
  borderWidth: '1px',
  borderColor: 'warning',
  bg: 'warningSubtle',
  borderRadius: 'md',
  p: '2',
  fontSize: 'sm',
});
const list = css({ maxHeight: '8rem', overflowY: 'auto', mt: '1', pl: '4', listStyle: 'disc' });
const quiet = css({ fontSize: 'sm', color: 'textMuted' });

/**
 * Before a new inventory is confirmed (issue 31): the open operations' lines on the chosen
 * positions, which the inventory will block until it closes (doc 3 §4 "in inventory blocks
 * selection, move…") — GET /inventory/open-lines. Nothing when no position is chosen.
 */
export function OpenLinesWarning({ positionIds }: { positionIds: readonly string[] }) {
  const t = useT();
  const open = useOpenLines(positionIds);
  if (positionIds.length === 0) return null;
  if (!open.data)
    return open.isFetching ? <p className={quiet}>{t('inventory.create.openLinesChecking')}</p> : null;
  const lines = open.data.lines;
  if (lines.length === 0) return <p className={quiet}>{t('inventory.create.openLinesNone')}</p>;
  return (
    <div role="alert" className={box}>
      <strong>{t('inventory.create.openLinesTitle', { count: lines.length })}</strong>
      <ul className={list}>
        {lines.map((l, i) => {
          const values = {
            kind: t(`inventory.create.kind.${l.kind}`),
            code: l.code,
            position: l.positionCode,
            sku: l.sku ?? '',
            description: l.description ?? '',
            quantity: String(l.quantity),
          };
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a record may hold several lines of one product on one position; the list is read-only text, re-rendered whole
            <li key={`${l.recordId}-${l.positionId}-${l.sku}-${i}`}>
              {t(l.sku ? 'inventory.create.openLineProduct' : 'inventory.create.openLine', values)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
