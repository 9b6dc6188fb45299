import { useEffect, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { hstack } from '../../../../styled-system/patterns';
import { DOWNSTREAM_TARGETS, type DownstreamTarget } from '../../../domain/order-generation';
import { notifyLoadFailed } from '../../../services/load-failed';
import { Button } from '../../../ui/button';
import { onDemand, openWhenLoaded, preload } from '../../../ui/on-demand';
import { useT } from '../../../ui/use-t';
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

// issue 17 (first load ≤ 350 KB gzip): the generation dialog is fetched when the bar first shows
// (a row was chosen) and opens once it is there (src/ui/on-demand.ts).
const generateDialog = onDemand(() => import('./generate.dialog').then((m) => m.GenerateDialog));

export function SelectionBar({ selection }: { selection: OrderSelection }) {
  const t = useT();
  const [target, setTarget] = useState<DownstreamTarget | null>(null);
  const [generated, setGenerated] = useState<Generated | null>(null);
  const shown = selection.count > 0;
  useEffect(() => {
    if (shown) preload(generateDialog);
  }, [shown]);
  const GenerateDialog = generateDialog.component;
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
              onClick={() =>
                openWhenLoaded(
                  generateDialog,
                  () => {
                    setGenerated(null);
                    setTarget(value);
                  },
                  notifyLoadFailed,
                )
              }
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
      {target && GenerateDialog && (
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
