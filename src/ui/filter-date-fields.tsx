import { parseDisplayDate, toApiDate } from '../domain/dates';
import { TextField } from './field';
import { useT } from './use-t';

// The "from" and "to" days of a list's filter panel (the operations' and the routes' lists, issue
// 34: each wrote the same pair): typed as the display date (dd/mm/yyyy), a text that is not one
// says so under its field; the list turns them into the API's dates when it searches.

/** A typed day as the list call's date (yyyy-MM-dd); undefined when it is not one (left out, the
 * field says why). */
export const filterDay = (text: string): string | undefined => {
  const day = parseDisplayDate(text);
  return day ? toApiDate(day) : undefined;
};

export interface FilterDateFieldsProps {
  initialLabel: string;
  finalLabel: string;
  /** the message under a field holding no date */
  badDate: string;
  initial: string;
  final: string;
  onInitialChange: (text: string) => void;
  onFinalChange: (text: string) => void;
}

export function FilterDateFields(props: FilterDateFieldsProps) {
  const t = useT();
  const field = (label: string, value: string, onValueChange: (text: string) => void) => (
    <TextField
      label={label}
      placeholder={t('ui.dateRange.placeholder')}
      inputMode="numeric"
      maxLength={10}
      value={value}
      error={value.trim() !== '' && !parseDisplayDate(value) ? props.badDate : undefined}
      onValueChange={onValueChange}
    />
  );
  return (
    <>
      {field(props.initialLabel, props.initial, props.onInitialChange)}
      {field(props.finalLabel, props.final, props.onFinalChange)}
    </>
  );
}
