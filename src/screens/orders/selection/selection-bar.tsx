import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { hstack } from '../../../../styled-system/patterns';
import { DOWNSTREAM_TARGETS, type DownstreamTarget } from '../../../domain/order-generation';
import { Button } from '../../../ui/button';
import { useT } from '../../../ui/use-t';
import { GenerateDialog } from './generate.dialog';
import { type Generated, GeneratedNote } from './generated-note';
import type { OrderSelection } from './use-order-selection';

// doc 2 §2 "A selection action bar appears for selected rows": receiving, storage, picking,
// packing, conference, invoice, shipping (outbound) and routing; each enabled only when the
// order-selection machine accepts GENERATE for it.

const bar = hstack({
  position: 'sticky',
  top: '0',
  zIndex: 'sticky',
  flexWrap: 'wrap',
  gap: '2',
  px: '3',
  py: '2',
  bg: 'accentSubtle',
  borderWidth: '1px',
  borderColor: 'accent',
  borderRadius: 'md',
});
const count = css({ fontSize: 'sm', fontWeight: 'semibold', color: 'accentActive', mr: '2' });
const spacer = css({ flex: '1' });

export function SelectionBar({ selection }: { selection: OrderSelection }) {
  const t = useT();
  const [target, setTarget] = useState<DownstreamTarget | null>(null);
  const [generated, setGenerated] = useState<Generated | null>(null);
  if (selection.count === 0 && target === null && generated === null) return null;
  return (
    <>
      {selection.count > 0 && (
        <div className={bar} role="toolbar" aria-label={t('orders.selection.label')}>
          <span className={count} aria-live="polite">
            {t('orders.selection.count', { count: selection.count })}
          </span>
          {DOWNSTREAM_TARGETS.map((value) => (
            <Button
              key={value}
              size="sm"
              variant="outline"
              disabled={!selection.canGenerate(value) || selection.generating}
              loading={selection.generating && selection.pendingTarget === value}
              onClick={() => {
                setGenerated(null);
                setTarget(value);
              }}
            >
              {t(`orders.selection.target.${value}`)}
            </Button>
          ))}
          <span className={spacer} />
          <Button size="sm" variant="ghost" onClick={selection.clear} disabled={selection.generating}>
            {t('orders.selection.clear')}
          </Button>
        </div>
      )}
      {target && (
        <GenerateDialog
          target={target}
          selection={selection}
          onClose={() => setTarget(null)}
          onGenerated={(record) => setGenerated({ target, ...record })}
        />
      )}
      {generated && <GeneratedNote generated={generated} onDismiss={() => setGenerated(null)} />}
    </>
  );
}
