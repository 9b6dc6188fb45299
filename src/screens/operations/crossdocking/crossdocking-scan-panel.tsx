import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { flex, stack } from '../../../../styled-system/patterns';
import { type Crossdocking, readQuantityProblem } from '../../../domain/crossdocking';
import { type OutboundDock, useCrossdockingCommands } from '../../../services/crossdocking.api';
import { Button } from '../../../ui/button';
import { NativeSelect } from '../../../ui/native-select';
import { PageSection } from '../../../ui/page';
import { ScanField } from '../../../ui/scan-field';
import { useT } from '../../../ui/use-t';
import { formatQty, parseQty, qtyText } from '../shared/format';
import { QuantityInput } from '../shared/quantity-input';
import { crossdockingAnswers } from './crossdocking-answers';
import { type CrossScanState, readCrossScan } from './crossdocking-scan';

// The crossdock's reading panel: the operator reads the order or a product (crossdocking-scan.ts)
// and the outbound dock (or chooses them), checks the read quantity and confirms the line to the
// dock. Confirm is enabled by asking the machine (CONFIRM_LINE with the quantity and dock); a
// quantity it would refuse says why under the field (src/domain/crossdocking.ts).

const panel = stack({ gap: '3' });
const row = flex({ gap: '3', alignItems: 'flex-end', flexWrap: 'wrap' });
const chosen = css({ fontSize: 'sm', m: '0' });
const label = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  fontSize: 'sm',
  fontWeight: 'medium',
});

export interface CrossScanPanelProps {
  record: Crossdocking;
  docks: readonly OutboundDock[];
  state: CrossScanState;
  onStateChange: (state: CrossScanState) => void;
}

export function CrossdockingScanPanel({ record, docks, state, onStateChange }: CrossScanPanelProps) {
  const t = useT();
  const commands = useCrossdockingCommands();
  const answers = crossdockingAnswers(record);
  const line = record.lines.find((l) => l.id === state.lineId && answers.lineOpen(l)) ?? null;
  const [text, setText] = useState(line ? qtyText(line.quantity) : '');
  const [shownFor, setShownFor] = useState(line?.id ?? null);
  if ((line?.id ?? null) !== shownFor) {
    setShownFor(line?.id ?? null);
    setText(line ? qtyText(line.quantity) : '');
  }
  const quantity = parseQty(text);
  const dock = docks.find((d) => d.id === state.dockId) ?? null;
  const problem = !line
    ? null
    : text.trim() && quantity === null
      ? 'invalid'
      : readQuantityProblem(quantity, line.quantity);
  const confirmable =
    line !== null &&
    answers.mayConfirm(line.id, quantity, dock ? { id: dock.id, typeOperation: dock.typeOperation } : null);
  const confirm = () => {
    if (!line || !dock || quantity === null || !confirmable) return;
    commands
      .confirmLine(record.id, line.id, quantity, dock.id)
      .then(() => onStateChange({ ...state, lineId: null }))
      .catch(() => undefined); // refused: toasted by the API client; the line stays chosen
  };
  const onScan = (code: string) => {
    const outcome = readCrossScan(state, code, record.lines, docks, answers.lineOpen);
    if (outcome.kind === 'refused') return t('crossdocking.scan.unknown', { code: outcome.code });
    onStateChange(
      outcome.kind === 'dock' ? { ...state, dockId: outcome.dockId } : { ...state, lineId: outcome.line.id },
    );
    return null;
  };
  return (
    <PageSection title={t('crossdocking.scan.title')}>
      <div className={panel}>
        <ScanField
          captureGlobal
          label={t('crossdocking.scan.label')}
          hint={t('crossdocking.scan.hint')}
          onScan={onScan}
        />
        <p className={chosen} aria-live="polite">
          {line
            ? t('crossdocking.scan.chosen', {
                sku: line.product.sku,
                order: line.order.number,
                quantity: formatQty(line.quantity),
              })
            : t('crossdocking.scan.none')}
        </p>
        <div className={row}>
          <span className={label}>
            {t('crossdocking.scan.quantity')}
            <QuantityInput
              id="crossdocking-read"
              label={t('crossdocking.scan.quantity')}
              value={text}
              onValueChange={setText}
              onEnter={confirm}
              error={
                problem
                  ? t(`crossdocking.problems.${problem}`, { expected: formatQty(line?.quantity) })
                  : null
              }
            />
          </span>
          <NativeSelect
            label={t('crossdocking.scan.dock')}
            placeholder={t('crossdocking.scan.chooseDock')}
            items={docks.map((d) => ({ value: d.id, label: `${d.name} · ${d.building}` }))}
            value={state.dockId}
            onValueChange={(dockId) => onStateChange({ ...state, dockId })}
          />
          <Button disabled={!confirmable || commands.pending} onClick={confirm}>
            {t('crossdocking.actions.confirmLine')}
          </Button>
        </div>
      </div>
    </PageSection>
  );
}
