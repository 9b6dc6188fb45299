import { type ReactNode, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { grid } from '../../../../styled-system/patterns';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { TextField } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';

// A dialog choosing one record of a register for an operation (the outbound's transporter and
// dispatch position, doc 3 §7 ADD_TRANSPORTER / ADD_POSITION): an optional search field (the
// caller queries with it), then a select of what was found. Like the assign dialog, a failed call
// keeps it open (doc 3 §8; the API client already told the error).

const body = grid({ gap: '3' });
const muted = css({ color: 'textMuted', fontSize: 'sm' });

export interface ChoiceDialogProps {
  title: ReactNode;
  /** a line under the title (the record code) */
  subject?: ReactNode;
  /** the select's label and its text while nothing is chosen */
  label: string;
  placeholder: string;
  items: Array<{ value: string; label: string; disabled?: boolean }>;
  loading?: boolean;
  failed?: boolean;
  /** preselected value */
  current?: string | null;
  /** with a search: its label, text and change (the caller filters its query with it) */
  search?: { label: string; value: string; onChange: (text: string) => void };
  confirmLabel: ReactNode;
  onClose: () => void;
  /** rejects → the dialog stays open */
  onChoose: (value: string) => Promise<unknown>;
}

export function ChoiceDialog(props: ChoiceDialogProps) {
  const t = useT();
  const [value, setValue] = useState<string | null>(props.current ?? null);
  const [saving, setSaving] = useState(false);
  const known = value !== null && props.items.some((i) => i.value === value && !i.disabled);

  const choose = async () => {
    if (!value) return;
    setSaving(true);
    try {
      await props.onChoose(value);
      props.onClose();
    } catch {
      // told by the API client; the dialog stays open
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !saving) props.onClose();
      }}
      title={props.title}
      description={props.subject}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={props.onClose} disabled={saving}>
            {t('ui.confirm.cancel')}
          </Button>
          <Button onClick={() => void choose()} loading={saving} disabled={!known}>
            {props.confirmLabel}
          </Button>
        </>
      }
    >
      <div className={body}>
        {props.search && (
          <TextField
            label={props.search.label}
            value={props.search.value}
            onValueChange={props.search.onChange}
          />
        )}
        <Select
          label={props.label}
          items={props.items}
          value={known ? value : null}
          onValueChange={setValue}
          placeholder={props.loading ? t('ui.loading') : props.placeholder}
          disabled={props.loading || props.items.length === 0}
          error={props.failed ? t('ui.table.failed') : undefined}
        />
        {!props.loading && !props.failed && props.items.length === 0 && (
          <p className={muted}>{t('ui.table.noData')}</p>
        )}
      </div>
    </Dialog>
  );
}
