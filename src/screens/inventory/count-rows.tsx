import { memo, useRef } from 'react';
import { css } from '../../../styled-system/css';
import type { CodeProduct } from '../../domain/inventory';
import { useT } from '../../ui/use-t';
import { allRows, type RowWindow, VIRTUAL_THRESHOLD, VirtualRows } from '../../ui/virtual-rows';
import type { CountLine } from './count-draft';

const table = css({ width: '100%', borderCollapse: 'collapse', fontSize: 'sm' });
const cell = css({ paddingX: '2', paddingY: '1', borderBottomWidth: '1px', borderColor: 'border' });
const sku = css({ fontWeight: 'semibold', marginRight: '1.5' });
const muted = css({ color: 'textMuted' });
// the code read under its product: one column less, so the count fits a handheld (412 px)
const read = css({ color: 'textMuted', fontSize: 'xs', wordBreak: 'break-all' });
const input = css({
  width: '7rem',
  minHeight: '2.75rem',
  paddingX: '2',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'sm',
  textAlign: 'right',
});

/** One line of the count: the code read, its product (sku and description, issue 31 — undefined
 * while asked, null when no product has the code) and the counted quantity (typed quantity
 * overrides). Memoised on the line and its product: editing one line re-renders that row only. */
export const CountRow = memo(function CountRow({
  line,
  product,
  index,
  label,
  unknown,
  codeLabel,
  onQuantity,
  measure,
}: {
  line: CountLine;
  product: CodeProduct | null | undefined;
  unknown: string;
  codeLabel: string;
  index: number;
  label: string;
  onQuantity: (code: string, quantity: number) => void;
  measure?: (node: Element | null) => void;
}) {
  return (
    <tr data-index={index} ref={measure}>
      <td className={cell}>
        {product ? (
          <div>
            <span className={sku}>{product.sku}</span>
            {product.description}
          </div>
        ) : (
          product === null && <div className={muted}>{unknown}</div>
        )}
        <div className={read}>
          {codeLabel}: {line.code}
        </div>
      </td>
      <td className={cell}>
        <input
          className={input}
          inputMode="decimal"
          aria-label={label}
          value={String(line.quantity)}
          onChange={(e) => {
            const value = Number(e.target.value.replace(',', '.'));
            if (Number.isFinite(value)) onQuantity(line.code, value);
          }}
        />
      </td>
    </tr>
  );
});

/** The count's lines; past VIRTUAL_THRESHOLD only the visible rows are rendered (3,500 lines). */
export function CountRows({
  lines,
  products,
  onQuantity,
}: {
  lines: CountLine[];
  products: ReadonlyMap<string, CodeProduct | null>;
  onQuantity: (code: string, q: number) => void;
}) {
  const t = useT();
  const ref = useRef<HTMLTableElement>(null);
  const body = (rows: RowWindow) => (
    <tbody>
      {rows.before > 0 && <tr aria-hidden style={{ height: rows.before }} />}
      {rows.indexes.map((i) => (
        <CountRow
          key={lines[i].code}
          line={lines[i]}
          product={products.get(lines[i].code)}
          index={i}
          label={t('inventory.count.quantity', { sku: lines[i].code })}
          unknown={t('inventory.count.unknownProduct')}
          codeLabel={t('inventory.count.code')}
          onQuantity={onQuantity}
          measure={rows.measure}
        />
      ))}
      {rows.after > 0 && <tr aria-hidden style={{ height: rows.after }} />}
    </tbody>
  );
  return (
    <table ref={ref} className={table}>
      <caption className={css({ textAlign: 'left', fontWeight: 'semibold' })}>
        {t('inventory.count.caption')}
      </caption>
      <thead>
        <tr>
          <th className={cell} scope="col">
            {t('inventory.count.product')}
          </th>
          <th className={cell} scope="col">
            {t('inventory.counting.realized')}
          </th>
        </tr>
      </thead>
      {lines.length > VIRTUAL_THRESHOLD ? (
        <VirtualRows count={lines.length} estimate={() => 45} within={ref}>
          {body}
        </VirtualRows>
      ) : (
        body(allRows(lines.length))
      )}
    </table>
  );
}
