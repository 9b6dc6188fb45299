import { useIntl } from 'react-intl';
import { round2 } from '../../../domain/operation-rules';
import { formatQty } from '../shared/format';
import { QuantityInput } from '../shared/quantity-input';

// The quantity entered on a picking row (typed, or counted by scans). Under it: how many are still
// missing while below the expected quantity (normal while picking), or the doc 3 §5 rule when the
// text is not a quantity or goes above the expected one. Enter finalizes the row when allowed.

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
  return (
    <QuantityInput
      id={rowId}
      label={label}
      value={text}
      onValueChange={(value) => onText(rowId, value)}
      onEnter={onEnter}
      error={
        wrong ? intl.formatMessage({ id: 'picking.row.mustEqual' }, { expected: formatQty(expected) }) : null
      }
      note={
        missing
          ? intl.formatMessage(
              { id: 'picking.row.missing' },
              { missing: formatQty(round2(expected - (entered ?? 0))) },
            )
          : null
      }
    />
  );
}
