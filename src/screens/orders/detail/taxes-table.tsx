import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import { grid } from '../../../../styled-system/patterns';
import { type OrderTaxes, TAX_KEYS } from '../../../domain/order-records';
import { formatMoney } from '../../../services/format';

// doc 2 §2 Summary "a taxes breakdown (zero values hidden)", keys of doc 2 §3.

const list = grid({
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: '2',
  m: '0',
});
const item = css({
  px: '3',
  py: '2',
  bg: 'canvas',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border',
});
const term = css({ fontSize: 'xs', color: 'textMuted' });
const value = css({ fontSize: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums', m: '0' });
const empty = css({ fontSize: 'sm', color: 'textMuted' });

/** The tax lines with a value other than zero, in the order of doc 2 §3. */
export function visibleTaxes(taxes: Partial<OrderTaxes> | null | undefined): [string, number][] {
  if (!taxes) return [];
  return TAX_KEYS.map((key) => [key, Number(taxes[key] ?? 0)] as [string, number]).filter(
    ([, amount]) => Number.isFinite(amount) && amount !== 0,
  );
}

export function TaxesTable({ taxes }: { taxes: Partial<OrderTaxes> | null | undefined }) {
  const intl = useIntl();
  const lines = visibleTaxes(taxes);
  if (lines.length === 0) return <p className={empty}>{intl.formatMessage({ id: 'orders.taxes.none' })}</p>;
  return (
    <dl className={list}>
      {lines.map(([key, amount]) => (
        <div key={key} className={item}>
          <dt className={term}>{intl.formatMessage({ id: `documents.tax.${key}` })}</dt>
          <dd className={value}>{formatMoney(amount)}</dd>
        </div>
      ))}
    </dl>
  );
}
