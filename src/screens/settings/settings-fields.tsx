import type { Problem } from '../../domain/validation';
import { TextField } from '../../ui/field';
import { Switch } from '../../ui/switch';
import { useT } from '../../ui/use-t';

/** A problem's text in the user's language (the shared validation messages, doc 1 §8). */
export function useProblemText() {
  const t = useT();
  return (problem: Problem | undefined) => (problem ? t(problem.key, problem.values) : undefined);
}

export function NumberField({
  label,
  value,
  onChange,
  error,
  disabled,
  step,
}: {
  label: string;
  value: number;
  onChange: (value: number) => void;
  error?: string;
  disabled?: boolean;
  step?: number;
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step={step ?? 1}
      value={Number.isFinite(value) ? String(value) : ''}
      onValueChange={(text) => onChange(text === '' ? Number.NaN : Number(text))}
      error={error}
      disabled={disabled}
      required
    />
  );
}

export function FlagSwitch({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return <Switch label={label} checked={checked} onCheckedChange={onChange} />;
}
