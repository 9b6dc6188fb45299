import { useMemo } from 'react';
import { useIMask } from 'react-imask';
import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from '../field';

// A money amount typed the way the user's language writes it (issue 20: the freight edit took
// "12.5" in a pt-BR screen): the decimal separator is the locale's (a comma in pt-BR and es, a point
// in en-US), the other one typed is read as it, and two decimals are shown. No thousands separator:
// the amount stays readable by `parseAmount` (a comma or a point as the decimal separator).

/** The decimal separator of a locale ("," for pt-BR and es, "." for en-US). */
export function decimalSeparator(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? ',';
}

export interface AmountFieldProps
  extends Omit<TextFieldProps, 'mask' | 'value' | 'defaultValue' | 'onValueChange' | 'ref' | 'type'> {
  /** the amount at the start of the edit */
  initial: number;
  /** the text as shown (e.g. "1234,50"), on every accepted keystroke */
  onValueChange: (text: string) => void;
}

export function AmountField({ initial, onValueChange, ...field }: AmountFieldProps) {
  const intl = useIntl();
  const radix = decimalSeparator(intl.locale);
  const options = useMemo(
    () => ({
      mask: Number,
      scale: 2,
      radix,
      mapToRadix: radix === ',' ? ['.'] : [','],
      thousandsSeparator: '',
      padFractionalZeros: true,
      normalizeZeros: true,
      min: 0,
      max: 999_999_999,
    }),
    [radix],
  );
  const { ref } = useIMask<HTMLInputElement>(options, {
    defaultTypedValue: initial,
    onAccept: (text) => onValueChange(text),
  });
  return <TextField {...field} ref={ref} inputMode="decimal" />;
}
