import { css } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import type { Shortage } from '../../../domain/operation-rules';
import { srOnly } from '../../../ui/a11y';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useT } from '../../../ui/use-t';
import { formatQty } from '../shared/format';

// A partial read closes the order (doc 3 §2: the order is DONE with what was read), so the
// operator confirms it against the list of what will be missing — read vs expected per product
// (issue 20: "before it closes the order, a confirmation lists the shortages").

const body = stack({ gap: '3', fontSize: 'sm' });
const table = css({ width: 'full', borderCollapse: 'collapse', '& th, & td': { py: '1', px: '2' } });
const head = css({ textAlign: 'left', fontSize: 'xs', color: 'textMuted', fontWeight: 'medium' });
const num = css({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });
const missing = css({
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
  color: 'amber.800',
  fontWeight: 'semibold',
});

export interface PartialReadDialogProps {
  order: string;
  shortages: readonly Shortage[];
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function PartialReadDialog({ order, shortages, saving, onConfirm, onCancel }: PartialReadDialogProps) {
  const t = useT();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('inbound.read.confirmTitle', { order })}
      confirmLabel={t('inbound.read.confirm')}
      loading={saving}
      onConfirm={onConfirm}
      message={
        <div className={body}>
          <p>{t('inbound.read.confirmMessage', { count: shortages.length })}</p>
          <table className={table}>
            <caption className={srOnly}>{t('inbound.read.shortages', { order })}</caption>
            <thead>
              <tr>
                <th className={head} scope="col">
                  {t('inbound.lines.description')}
                </th>
                <th className={`${head} ${num}`} scope="col">
                  {t('inbound.lines.read')}
                </th>
                <th className={`${head} ${num}`} scope="col">
                  {t('inbound.lines.quantity')}
                </th>
                <th className={`${head} ${num}`} scope="col">
                  {t('inbound.read.missing')}
                </th>
              </tr>
            </thead>
            <tbody>
              {shortages.map((s) => (
                <tr key={s.id}>
                  <th scope="row" className={css({ textAlign: 'left', fontWeight: 'normal' })}>
                    {s.description}
                  </th>
                  <td className={num}>{formatQty(s.read)}</td>
                  <td className={num}>{formatQty(s.expected)}</td>
                  <td className={missing}>{formatQty(s.expected - s.read)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}
