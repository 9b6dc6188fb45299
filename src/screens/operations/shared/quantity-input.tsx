import { css, cx } from '../../../../styled-system/css';
import { inputRecipe } from '../../../ui/field';

// The dense quantity entry of an operation row (picking's entered quantity, storage's read
// quantity): a plain input with the design system's input look — a page holds hundreds of them,
// so no Ark Field per row. Its name is `label` (the table gives the visible header); under it an
// error (aria-invalid, described) or a neutral note. Enter runs `onEnter`.

const input = cx(
  inputRecipe(),
  css({ width: '20', height: '7', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }),
);
const note = css({ display: 'block', fontSize: 'xs', whiteSpace: 'nowrap', color: 'textMuted' });
const error = css({ display: 'block', fontSize: 'xs', whiteSpace: 'nowrap', color: 'dangerHover' });

export interface QuantityInputProps {
  /** unique on the page: the note's id derives from it; also the input's `data-quantity-input` */
  id: string;
  label: string;
  value: string;
  onValueChange: (text: string) => void;
  onEnter?: () => void;
  /** why the quantity cannot be used (marks the input invalid) */
  error?: string | null;
  /** a neutral remark under the input (e.g. how many are still missing) */
  note?: string | null;
}

export function QuantityInput({
  id,
  label,
  value,
  onValueChange,
  onEnter,
  error: problem,
  note: remark,
}: QuantityInputProps) {
  const noteId = `${id}-quantity-note`;
  const text = problem || remark;
  return (
    <>
      <input
        className={input}
        data-quantity-input={id}
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={text ? noteId : undefined}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && onEnter) {
            event.preventDefault();
            onEnter();
          }
        }}
      />
      {text && (
        <span id={noteId} className={problem ? error : note}>
          {text}
        </span>
      )}
    </>
  );
}
