import { useIntl } from 'react-intl';
import { css, cx } from '../../../../styled-system/css';
import { round2 } from '../../../domain/operation-rules';
import { inputRecipe } from '../../../ui/field';
import { formatQty } from '../shared/format';

// The quantity entered on a picking row (typed, or counted by scans). Under it: how many are still
// missing while below the expected quantity (normal while picking), or the doc 3 §5 rule when the
// text is not a quantity or goes above the expected one. Enter finalizes the row when allowed.

const input = cx(
  inputRecipe(),
  css({ width: '20', height: '7', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }),
);
const note = css({ display: 'block', fontSize: 'xs', whiteSpace: 'nowrap', color: 'textMuted' });
const error = css({ display: 'block', fontSize: 'xs', whiteSpace: 'nowrap', color: 'dangerHover' });

export interface QuantityEntryProps {
  rowId: string;
  label: string;
  text: string;
  entered: number | null;
  expected: number;
  onText: (rowId: string, text: string) => void;
  onEnter: () => void;
}

export function QuantityEntry({
  rowId,
  label,
  text,
  entered,
  expected,
  onText,
  onEnter,
}: QuantityEntryProps) {
  const intl = useIntl();
  const typed = text.trim() !== '';
  const wrong = typed && (entered === null || entered > expected);
  const missing = typed && !wrong && entered !== null && entered < expected;
  const noteId = `${rowId}-quantity-note`;
  return (
    <>
      <input
        className={input}
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={wrong || undefined}
        aria-describedby={wrong || missing ? noteId : undefined}
        value={text}
        onChange={(event) => onText(rowId, event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onEnter();
          }
        }}
      />
      {wrong && (
        <span id={noteId} className={error}>
          {intl.formatMessage({ id: 'picking.row.mustEqual' }, { expected: formatQty(expected) })}
        </span>
      )}
      {missing && (
        <span id={noteId} className={note}>
          {intl.formatMessage(
            { id: 'picking.row.missing' },
            { missing: formatQty(round2(expected - (entered ?? 0))) },
          )}
        </span>
      )}
    </>
  );
}
