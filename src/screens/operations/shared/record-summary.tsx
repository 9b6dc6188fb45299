import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { flex, hstack, wrap } from '../../../../styled-system/patterns';
import type { UserRef } from '../../../domain/operations';
import { formatDate } from '../../../services/format';
import { useT } from '../../../ui/use-t';
import { formatExecuted } from './format';
import { OperatorLabel } from './operator-label';
import { OperationStatusChip } from './status-chip';

// The header of an operation detail (doc 3 §2 Storage: date, number, operator, orders count,
// executed percent, volumes, status; the inbound "summary" shows the same), with the record's
// actions on the right. One dense line on a wide screen.

const frame = hstack({
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '3',
  px: '3',
  py: '2',
  bg: 'surface',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
});
const factList = flex({
  flexWrap: 'wrap',
  flex: '1',
  columnGap: '8',
  rowGap: '2',
  m: '0',
});
const term = css({ fontSize: 'xs', color: 'textMuted' });
const value = css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });
const actionsBox = wrap({ gap: '2' });

/** The facts a summary shows by default, in this order. */
export type SummaryFact = 'date' | 'number' | 'operator' | 'ordersCount' | 'executed' | 'volumes' | 'status';
export const DEFAULT_FACTS: readonly SummaryFact[] = [
  'date',
  'number',
  'operator',
  'ordersCount',
  'executed',
  'volumes',
  'status',
];

export interface RecordSummaryProps {
  record: {
    code: string;
    status: string;
    user: UserRef | null;
    ordersCount: number;
    executed: number;
    volumes: number;
  };
  date: string;
  actions?: ReactNode;
  /** which facts, in which order, and a kind's own (conference: number, date, total, executed,
   * operator, status — doc 3 §2) */
  facts?: ReadonlyArray<SummaryFact | { key: string; label: string; value: ReactNode }>;
}

export function RecordSummary({ record, date, actions, facts = DEFAULT_FACTS }: RecordSummaryProps) {
  const t = useT();
  const known: Record<SummaryFact, ReactNode> = {
    date: formatDate(date),
    number: record.code,
    operator: <OperatorLabel key="operator" user={record.user} />,
    ordersCount: record.ordersCount,
    executed: formatExecuted(record.executed),
    volumes: record.volumes,
    status: <OperationStatusChip key="status" status={record.status} />,
  };
  const entries: Array<[string, string, ReactNode]> = facts.map((f) =>
    typeof f === 'string' ? [f, t(`operations.detail.${f}`), known[f]] : [f.key, f.label, f.value],
  );
  return (
    <section className={frame} aria-label={t('operations.detail.summary')}>
      <dl className={factList}>
        {entries.map(([key, label, content]) => (
          <div key={key}>
            <dt className={term}>{label}</dt>
            <dd className={value}>{content}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className={actionsBox}>{actions}</div>}
    </section>
  );
}
