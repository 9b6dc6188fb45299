import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { useHoldingInventory } from '../../../services/inventory.api';
import { useT } from '../../../ui/use-t';

const note = css({ fontSize: 'sm', color: 'textMuted', flexBasis: '100%' });
const link = css({ color: 'accent', textDecoration: 'underline', fontWeight: 'semibold' });

/**
 * Where a position refused "in inventory" is held (issue 31: "the refusal names the inventory —
 * code, link to it — and what unblocks it"; doc 3 §4): the open inventory's code, linked to its
 * tab, and that finalizing or cancelling it frees the position. Shown beside a scan's refusal in
 * the operations that read positions (storage, handling); nothing while it loads or when no open
 * inventory holds the position any more.
 */
export function InventoryHolderNote({ positionCode }: { positionCode: string }) {
  const t = useT();
  const holder = useHoldingInventory(positionCode);
  if (!holder.data) return null;
  return (
    <p className={note} data-testid="inventory-holder">
      {t('inventory.holder.before', { position: positionCode })}{' '}
      <Link href={`/inventory/${encodeURIComponent(holder.data.id)}`} className={link}>
        {holder.data.code}
      </Link>
      {t('inventory.holder.after')}
    </p>
  );
}
