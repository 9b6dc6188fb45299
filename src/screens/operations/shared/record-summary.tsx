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
const facts = flex({
  flexWrap: 'wrap',
  flex: '1',
  columnGap: '8',
  rowGap: '2',
  m: '0',
});
const term = css({ fontSize: 'xs', color: 'textMuted' });
const value = css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });
const actionsBox = wrap({ gap: '2' });

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
  /** the kind's own facts after the shared ones (outbound: transporter, dispatch position) */
  more?: Array<{ key: string; label: string; value: ReactNode }>;
}

export function RecordSummary({ record, date, actions, more = [] }: RecordSummaryProps) {
  const t = useT();
  const entries: Array<[string, ReactNode]> = [
    ['date', formatDate(date)],
    ['number', record.code],
    ['operator', <OperatorLabel key="operator" user={record.user} />],
    ['ordersCount', record.ordersCount],
    ['executed', formatExecuted(record.executed)],
    ['volumes', record.volumes],
    ['status', <OperationStatusChip key="status" status={record.status} />],
  ];
  return (
    <section className={frame} aria-label={t('operations.detail.summary')}>
      <dl className={facts}>
        {entries.map(([key, content]) => (
          <div key={key}>
            <dt className={term}>{t(`operations.detail.${key}`)}</dt>
            <dd className={value}>{content}</dd>
          </div>
        ))}
        {more.map((fact) => (
          <div key={fact.key}>
            <dt className={term}>{fact.label}</dt>
            <dd className={value}>{fact.value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className={actionsBox}>{actions}</div>}
    </section>
  );
}
