import { useState } from 'react';
import { css, cx } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import { useManufacturerSearch } from '../../../services/checklist-picks.api';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useT } from '../../../ui/use-t';
import type { ChecklistForm } from './checklist-fields';
import { TextCell } from './checklist-fields';
import { SearchPick } from './search-pick';

// The manufacturer picker (doc 2 §2 "Other dialogs: … manufacturer picker"). The seed lists the
// dialog without saying what it fills: ours, the vehicle's brand of the vehicle checklist (doc 2
// §3 "vehicle name/brand/model"), chosen from the company's catalogue (GET /manufacturers, ours);
// the field stays free text, so a make missing from the catalogue can still be typed.

const cell = stack({ gap: '1', alignItems: 'flex-start' });
const full = css({ width: 'full' });

export function ManufacturerPickerDialog({
  onPick,
  onClose,
}: {
  onPick: (name: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const found = useManufacturerSearch(search);
  const rows = found.data?.manufacturers;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('checklists.manufacturer.title')}
      description={t('checklists.manufacturer.hint')}
    >
      <SearchPick
        label={t('checklists.manufacturer.search')}
        listLabel={t('checklists.manufacturer.results')}
        search={search}
        onSearchChange={setSearch}
        items={rows?.map((m) => ({ id: m.id, text: m.name }))}
        failed={found.isError}
        onPick={(id) => {
          const chosen = rows?.find((m) => m.id === id);
          if (!chosen) return;
          onPick(chosen.name);
          onClose();
        }}
      />
    </Dialog>
  );
}

/** The brand field with the button that opens the picker; the choice lands in the field. */
export function ManufacturerCell({
  form,
  name,
  label,
  className,
}: {
  form: ChecklistForm;
  name: string;
  label: string;
  className?: string;
}) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <div className={cx(cell, className)}>
      <TextCell form={form} name={name} label={label} required className={full} />
      <form.Field name={name}>
        {(f) => (
          <>
            <Button size="sm" variant="outline" onClick={() => setPicking(true)}>
              {t('checklists.manufacturer.open')}
            </Button>
            {picking && (
              <ManufacturerPickerDialog
                onClose={() => setPicking(false)}
                onPick={(chosen) => {
                  f.handleChange(chosen);
                  f.handleBlur();
                }}
              />
            )}
          </>
        )}
      </form.Field>
    </div>
  );
}
