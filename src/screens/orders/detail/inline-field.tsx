import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { flex, hstack, stack, wrap } from '../../../../styled-system/patterns';
import { EditIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { TextArea, TextField } from '../../../ui/field';
import { AmountField } from '../../../ui/form/amount-field';
import { DateField } from '../../../ui/form/date-field';
import { Switch } from '../../../ui/switch';
import { useT } from '../../../ui/use-t';
import { type InlineProblem, parseAmount } from './inline-edit';

// doc 2 §4 "Inline fields toggle between view and edit, with save or cancel". In edit mode Enter
// saves (Ctrl+Enter in the observation) and Escape cancels; the field keeps the focus order. A
// dialog around it keeps Escape for the field with `keepEscapeForInlineEdit`.

/** A dialog's onEscapeKeyDown: Escape inside an inline editor cancels the edit, not the dialog. */
export function keepEscapeForInlineEdit(event: Pick<Event, 'target' | 'preventDefault'>) {
  const target = event.target as HTMLElement | null;
  if (target?.closest?.('[data-inline-editing]')) event.preventDefault();
}

const root = stack({ gap: '0.5', minWidth: '0' });
const term = css({ fontSize: 'xs', fontWeight: 'semibold', color: 'textMuted', textTransform: 'uppercase' });
const viewRow = hstack({ gap: '1', minHeight: '7' });
const valueText = css({ fontSize: 'sm', color: 'text', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
const empty = css({ fontSize: 'sm', color: 'textMuted' });
const editRow = wrap({ alignItems: 'flex-start', gap: '1.5' });
const editor = css({ flex: '1', minWidth: '40' });
const buttons = flex({ gap: '1', pt: '0.5' });

export type InlineKind = 'text' | 'email' | 'phone' | 'amount' | 'textarea' | 'datetime' | 'switch';

export interface InlineFieldProps {
  label: string;
  kind: InlineKind;
  /** the stored value as the editor starts with it ('true'/'false' for a switch) */
  value: string;
  /** how the stored value reads in view mode */
  display: ReactNode;
  /** the problem of a draft, or null when it can be saved */
  problem?: (draft: string) => InlineProblem | null;
  /** saves the draft; resolves true when saved (the view comes back), false to stay in edit */
  onSave: (draft: string) => Promise<boolean>;
  disabled?: boolean;
  /** extra input attributes (min of a datetime) */
  min?: string;
  mask?: string | string[];
  className?: string;
}

export function InlineField({
  label,
  kind,
  value,
  display,
  problem,
  onSave,
  disabled,
  min,
  mask,
  className,
}: InlineFieldProps) {
  const t = useT();
  const labelId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);

  const issue = problem ? problem(draft) : null;
  const errorText = issue && (tried || draft !== value) ? t(issue.key, issue.values) : undefined;

  const start = () => {
    setDraft(value);
    setTried(false);
    setEditing(true);
  };
  const cancel = () => {
    setEditing(false);
    setDraft(value);
  };
  const save = async () => {
    setTried(true);
    if (issue || saving) return;
    setSaving(true);
    const ok = await onSave(draft).catch(() => false);
    setSaving(false);
    if (ok) setEditing(false);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      cancel();
    } else if (event.key === 'Enter' && (kind !== 'textarea' || event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void save();
    }
  };

  if (!editing)
    return (
      // biome-ignore lint/a11y/useSemanticElements: a labelled value, not a set of form controls
      <div className={className ? `${root} ${className}` : root} role="group" aria-labelledby={labelId}>
        <span id={labelId} className={term}>
          {label}
        </span>
        <div className={viewRow}>
          <span className={display === '' || display === null ? empty : valueText}>
            {display === '' || display === null ? t('orders.detail.empty') : display}
          </span>
          {!disabled && (
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('orders.detail.edit', { field: label })}
              title={t('orders.detail.edit', { field: label })}
              onClick={start}
            >
              <EditIcon size={14} />
            </Button>
          )}
        </div>
      </div>
    );

  const common = {
    label,
    error: errorText,
    autoFocus: true,
    onKeyDown,
    className: editor,
  };
  let input: ReactNode;
  if (kind === 'switch')
    input = (
      // biome-ignore lint/a11y/noStaticElementInteractions: catches Enter/Escape of the switch inside
      <div className={editor} onKeyDown={onKeyDown}>
        <Switch
          label={label}
          checked={draft === 'true'}
          onCheckedChange={(on) => setDraft(on ? 'true' : 'false')}
        />
      </div>
    );
  else if (kind === 'textarea')
    input = (
      <TextArea {...common} value={draft} onValueChange={setDraft} hint={t('orders.detail.ctrlEnter')} />
    );
  else if (kind === 'datetime')
    // no `min` on the calendar: a past date typed would be dropped silently; the field says why
    // it is refused instead (doc 2 §5, deliveryDateProblem)
    input = <DateField {...common} value={draft} onValueChange={setDraft} withTime />;
  else if (kind === 'amount')
    input = <AmountField {...common} initial={parseAmount(value) ?? 0} onValueChange={setDraft} />;
  else
    input = (
      <TextField
        {...common}
        type={kind === 'email' ? 'email' : 'text'}
        inputMode={kind === 'phone' ? 'tel' : undefined}
        min={min}
        mask={mask}
        value={draft}
        onValueChange={setDraft}
      />
    );

  return (
    <div className={className ? `${root} ${className}` : root} data-inline-editing="">
      <div className={editRow}>
        {input}
        <div className={buttons}>
          <Button size="sm" onClick={save} loading={saving} disabled={Boolean(issue)}>
            {t('orders.detail.save')}
          </Button>
          <Button size="sm" variant="outline" onClick={cancel} disabled={saving}>
            {t('ui.confirm.cancel')}
          </Button>
        </div>
      </div>
    </div>
  );
}
