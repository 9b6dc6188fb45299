import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../domain/debounce';
import type { OutboundRecord } from '../../../domain/operations';
import { positionUsable } from '../../../domain/position-availability';
import { usePositionList } from '../../../services/positions.api';
import { useTransportersList } from '../../../services/transporters.api';
import { useDebouncedKey } from '../../../services/use-debounced-query';
import { useT } from '../../../ui/use-t';
import { ChoiceDialog } from '../shared/choice-dialog';

// The outbound's two register choices (doc 3 §4 "assign transporter or position … only in
// PENDING", §7 ADD_TRANSPORTER / ADD_POSITION): the company's active transporters and the dispatch
// position (where dispatch takes stock from). A position in inventory is listed marked with "*"
// and cannot be chosen (doc 3 §4; the rule of src/domain/position-availability.ts, `takeFrom`).
// Both search by name / code on the server (400 ms debounce, doc 3 §9), 50 at a time.

const TAKE = 50;

interface ChoiceProps {
  record: OutboundRecord;
  onClose: () => void;
  onChoose: (id: string) => Promise<unknown>;
}

export function TransporterDialog({ record, onClose, onChoose }: ChoiceProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const name = useDebouncedKey(search, SEARCH_DEBOUNCE_MS) ?? '';
  const list = useTransportersList({ page: 1, take: TAKE, status: true, name: name.trim() || undefined });
  const items = (list.data?.transporters ?? []).map((tr) => ({ value: tr.id, label: tr.nameTransporter }));
  return (
    <ChoiceDialog
      title={t('outbound.transporter.title')}
      subject={record.code}
      label={t('outbound.transporter.label')}
      placeholder={t('outbound.transporter.choose')}
      search={{ label: t('outbound.transporter.search'), value: search, onChange: setSearch }}
      items={items}
      loading={list.isLoading}
      failed={list.isError}
      current={record.transportador?.id ?? null}
      confirmLabel={t('outbound.transporter.confirm')}
      onClose={onClose}
      onChoose={onChoose}
    />
  );
}

export function PositionDialog({ record, onClose, onChoose }: ChoiceProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const code = useDebouncedKey(search, SEARCH_DEBOUNCE_MS) ?? '';
  const list = usePositionList({ page: 1, take: TAKE, code: code.trim() || undefined });
  const items = (list.data?.positions ?? []).map((p) => {
    const usable = p.isActive && positionUsable(p, 'takeFrom');
    return {
      value: p.id,
      label: `${p.code}${usable ? '' : ' *'} · ${p.warehouse?.name ?? ''}`,
      disabled: !usable,
    };
  });
  return (
    <ChoiceDialog
      title={t('outbound.position.title')}
      subject={record.code}
      label={t('outbound.position.label')}
      placeholder={t('outbound.position.choose')}
      search={{ label: t('outbound.position.search'), value: search, onChange: setSearch }}
      items={items}
      loading={list.isLoading}
      failed={list.isError}
      current={record.position?.id ?? null}
      confirmLabel={t('outbound.position.confirm')}
      onClose={onClose}
      onChoose={onChoose}
    />
  );
}
