import { useId, useRef, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { flex, grid } from '../../../../styled-system/patterns';
import { sourceVolumes, type VolumeMove, volumeMoveProblem } from '../../../domain/packing-volumes';
import { sameCode } from '../../../domain/scan-match';
import type { PackingItem, PackingVolumeLine } from '../../../services/operations.types';
import { srOnly } from '../../../ui/a11y';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { ScanField } from '../../../ui/scan-field';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';
import { parseQuantity } from '../picking/pick-scan';
import { formatQty } from '../shared/format';
import { packingItemAnswers } from './packing-answers';
import { defaultTarget, volumeNumbers } from './volume-draft';

// "Add to volume" (doc 3 §5 Packing volume add): a product code (scanned or typed + Enter), a
// quantity (1 by default, back to 1 after each move), the target volume and — only when the code
// is in several other volumes — the source volume. Reading a code moves the quantity at once when
// the packing-item machine allows MOVE_TO_VOLUME; otherwise the doc 3 §5 message says why and the
// code stays, so the operator fixes the quantity or chooses the source and presses "Add". A
// refused quantity (zero, more than the source holds) is the quantity field's error (issue 20: the
// field is invalid and described by it); every message takes the form's one reserved message line,
// so the form keeps its height when a message comes or goes.

const form = grid({
  gridTemplateColumns: { base: '1fr', md: 'repeat(auto-fill, minmax(9rem, 1fr))' },
  alignItems: 'end',
  gap: '3',
  p: '3',
  m: '0',
  minWidth: '0',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
});
const wide = css({ gridColumn: { md: 'span 2' } });
const buttons = flex({ gap: '2', alignItems: 'end', pb: '0' });
const line = css({
  gridColumn: '1 / -1',
  fontSize: 'sm',
  minHeight: '5',
  fontVariantNumeric: 'tabular-nums',
});
const errorText = css({
  gridColumn: '1 / -1',
  fontSize: 'sm',
  minHeight: '5',
  color: 'dangerHover',
  fontWeight: 'medium',
});
const QUANTITY_PROBLEMS: readonly string[] = ['quantityRequired', 'quantityTooHigh'];

export interface VolumeFormProps {
  items: readonly PackingItem[];
  drafts: Readonly<Record<string, PackingVolumeLine[]>>;
  opened: Readonly<Record<string, number[]>>;
  orderId: string;
  onOrderChange: (itemId: string) => void;
  target: number;
  onTargetChange: (volume: number) => void;
  /** applies an allowed move to the order's draft */
  onMove: (itemId: string, move: VolumeMove) => void;
  /** opens an empty volume in the order; answers its number */
  onNewVolume: (itemId: string) => number;
  disabled: boolean;
}

/** `attempt`'s answer when the quantity field shows the refusal (nothing more to say elsewhere). */
const QUANTITY_REFUSED = '';

export function VolumeForm(props: VolumeFormProps) {
  const { items, drafts, opened, orderId, target, disabled } = props;
  const t = useT();
  const [barcode, setBarcode] = useState<string | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [source, setSource] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [quantityError, setQuantityError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  // Remounting the scan field clears the refusal it still shows once "Add" did the move.
  const [scanKey, setScanKey] = useState(0);
  const scanRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const quantityErrorId = useId();

  const item = items.find((i) => i.id === orderId) ?? items[0];
  const lines = (item && drafts[item.id]) ?? [];
  // per volume, as the machine reads them: an order's lines of one code share a volume's quantity
  const sources = barcode ? sourceVolumes(lines, barcode, target) : [];
  const product = barcode ? lines.find((l) => sameCode(l.barcode, barcode)) : undefined;

  /** Tries the move of `code` in `owner`; null when done, else the message (doc 3 §5). */
  const attempt = (code: string, owner: PackingItem, into: number, from: number | null): string | null => {
    const current = drafts[owner.id] ?? [];
    const move: VolumeMove = {
      barcode: code,
      quantity: parseQuantity(quantity) ?? 0,
      target: into,
      source: from,
    };
    if (packingItemAnswers(owner).mayMove(current, move)) {
      props.onMove(owner.id, move);
      const moved = current.find((l) => sameCode(l.barcode, code));
      setDone(
        t('packing.form.moved', {
          quantity: formatQty(move.quantity),
          product: moved?.description ?? code,
          volume: into,
        }),
      );
      setBarcode(null);
      setSource(null);
      setQuantity('1');
      setError(null);
      setQuantityError(null);
      return null;
    }
    setBarcode(code);
    setDone('');
    const problem = volumeMoveProblem(current, move);
    if (!problem) return t('packing.volumes.notAllowed');
    const candidates = sourceVolumes(current, code, into);
    const origin = candidates.find((s) => s.volume === from) ?? candidates[0];
    const message = t(`packing.volumes.${problem}`, { max: formatQty(origin?.quantity ?? 0) });
    // the quantity is what is wrong: said by its field; the code stays pending for "Add"
    if (QUANTITY_PROBLEMS.includes(problem)) {
      setQuantityError(message);
      return QUANTITY_REFUSED;
    }
    return message;
  };

  const onScan = (code: string): string | null => {
    setError(null);
    // The order holding the code: the chosen one when it has it, else the first that does.
    const owner = [item, ...items].find(
      (i) => i && (drafts[i.id] ?? []).some((l) => sameCode(l.barcode, code)),
    );
    if (!owner) {
      setBarcode(null);
      return t('ui.scan.unknown', { code });
    }
    const again = sameCode(barcode, code);
    if (!again) setSource(null);
    let refusal: string | null;
    if (owner.id === item?.id) refusal = attempt(code, owner, target, again ? source : null);
    else {
      // Another order's product: switch to it (the parent resets the target the same way).
      props.onOrderChange(owner.id);
      refusal = attempt(code, owner, defaultTarget(drafts[owner.id] ?? [], opened[owner.id]), null);
    }
    // a quantity refusal is the quantity field's: the scan field takes the read code as pending
    return refusal === QUANTITY_REFUSED ? null : refusal;
  };

  const add = () => {
    if (!barcode || !item) return;
    const refusal = attempt(barcode, item, target, source);
    setError(refusal === QUANTITY_REFUSED ? null : refusal);
    if (refusal === null) setScanKey((k) => k + 1);
    else (refusal === QUANTITY_REFUSED ? quantityRef : scanRef).current?.focus();
  };

  const volumeItems = volumeNumbers(lines, [...((item && opened[item.id]) ?? []), target]).map((v) => ({
    value: String(v),
    label: t(v === 1 ? 'packing.volume.unpacked' : 'packing.volume.title', { volume: v }),
  }));

  return (
    <fieldset className={form}>
      <legend className={srOnly}>{t('packing.form.title')}</legend>
      {items.length > 1 && (
        <Select
          label={t('packing.form.order')}
          items={items.map((i) => ({ value: i.id, label: i.order.orderNumber }))}
          value={item?.id ?? null}
          onValueChange={(v) => v && props.onOrderChange(v)}
          disabled={disabled}
        />
      )}
      <ScanField
        key={scanKey}
        ref={scanRef}
        className={wide}
        label={t('packing.form.barcode')}
        onScan={onScan}
        disabled={disabled}
        captureGlobal
        autoFocus
      />
      <TextField
        ref={quantityRef}
        label={t('packing.form.quantity')}
        inputMode="decimal"
        autoComplete="off"
        value={quantity}
        disabled={disabled}
        aria-invalid={quantityError ? true : undefined}
        aria-describedby={quantityError ? quantityErrorId : undefined}
        onValueChange={(text) => {
          setQuantity(text);
          setQuantityError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
      />
      <Select
        label={t('packing.form.target')}
        items={volumeItems}
        value={String(target)}
        onValueChange={(v) => v && props.onTargetChange(Number(v))}
        disabled={disabled}
      />
      {sources.length > 1 && (
        <Select
          label={t('packing.form.source')}
          placeholder={t('packing.form.chooseSource')}
          items={sources.map((s) => ({
            value: String(s.volume),
            label: t('packing.form.sourceOption', { volume: s.volume, quantity: formatQty(s.quantity) }),
          }))}
          value={source === null ? null : String(source)}
          onValueChange={(v) => setSource(v ? Number(v) : null)}
        />
      )}
      <div className={buttons}>
        <Button onClick={add} disabled={disabled || !barcode}>
          {t('packing.form.add')}
        </Button>
        <Button
          variant="outline"
          disabled={disabled || !item}
          onClick={() => {
            if (item) props.onTargetChange(props.onNewVolume(item.id));
            scanRef.current?.focus();
          }}
        >
          {t('packing.form.newVolume')}
        </Button>
      </div>
      {/* one message line: an error replaces the status in place, so nothing below moves */}
      {error || quantityError ? (
        <p id={quantityErrorId} role="alert" className={errorText}>
          {error ?? quantityError}
        </p>
      ) : (
        <p role="status" className={line}>
          {barcode && product ? t('packing.form.pending', { barcode, product: product.description }) : done}
        </p>
      )}
    </fieldset>
  );
}
