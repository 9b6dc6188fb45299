import { type ReactNode, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { flex, stack } from '../../../../styled-system/patterns';
import { useCrossdocking, useOutboundDocks } from '../../../services/crossdocking.api';
import { formatDate } from '../../../services/format';
import { PageSection } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { FailedState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';
import { formatExecuted } from '../shared/format';
import { OperatorLabel } from '../shared/operator-label';
import { OperationStatusChip } from '../shared/status-chip';
import { CrossdockingActions } from './crossdocking-actions';
import { crossdockingAnswers } from './crossdocking-answers';
import { CrossdockingLines } from './crossdocking-lines';
import type { CrossScanState } from './crossdocking-scan';
import { CrossdockingScanPanel } from './crossdocking-scan-panel';

// /crossdocking/{id}: a summary (number, date, warehouse, orders, lines, executed, operator,
// status) with the record's actions, the reading panel while goods wait at the inbound dock, and
// the lines.

const page = stack({ gap: '4' });
const facts = flex({ flexWrap: 'wrap', columnGap: '8', rowGap: '2', m: '0' });
const term = css({ fontSize: 'xs', color: 'textMuted' });
const value = css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });

export default function CrossdockingDetail({ id }: { id: string }) {
  const t = useT();
  const crossdocking = useCrossdocking(id);
  const docks = useOutboundDocks();
  const [scan, setScan] = useState<CrossScanState>({ lineId: null, dockId: null });
  if (crossdocking.isLoading) return <Spinner size="lg" label={t('crossdocking.detail.loading')} />;
  const record = crossdocking.data;
  if (!record) return <FailedState message={t('crossdocking.detail.failed')} />;
  const entries: Array<[string, ReactNode]> = [
    ['date', formatDate(record.createdAt)],
    ['warehouse', record.warehouse.name],
    ['orders', record.ordersCount],
    ['lines', record.linesCount],
    ['executed', formatExecuted(record.executed)],
    ['operator', <OperatorLabel key="operator" user={record.user} />],
    ['status', <OperationStatusChip key="status" status={record.status} />],
  ];
  return (
    <div className={page}>
      <PageSection
        title={t('crossdocking.detail.summary', { code: record.code })}
        actions={<CrossdockingActions record={record} size="md" />}
      >
        <dl className={facts}>
          {entries.map(([key, shown]) => (
            <div key={key}>
              <dt className={term}>{t(`crossdocking.columns.${key}`)}</dt>
              <dd className={value}>{shown}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      {crossdockingAnswers(record).reading && (
        <CrossdockingScanPanel
          record={record}
          docks={docks.data?.docks ?? []}
          state={scan}
          onStateChange={setScan}
        />
      )}
      <PageSection title={t('crossdocking.detail.lines')}>
        <CrossdockingLines record={record} onChoose={(lineId) => setScan((s) => ({ ...s, lineId }))} />
      </PageSection>
    </div>
  );
}
