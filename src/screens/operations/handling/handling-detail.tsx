import type { ReactNode } from 'react';
import { css } from '../../../../styled-system/css';
import { flex, stack } from '../../../../styled-system/patterns';
import { useHandling } from '../../../services/handling.api';
import { PageSection } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { FailedState } from '../../../ui/states';
import { useT } from '../../../ui/use-t';
import { formatExecuted } from '../shared/format';
import { OperatorLabel } from '../shared/operator-label';
import { OperationStatusChip } from '../shared/status-chip';
import { HandlingActions } from './handling-actions';
import { handlingAnswers } from './handling-answers';
import { HandlingItems } from './handling-items';
import { HandlingScanPanel } from './handling-scan-panel';

// /handling/{id} (doc 3 §2 Handling detail): a summary (warehouse, origin position, items,
// executed, operator, status) with the record's actions, the scanner panel and the item table.

const page = stack({ gap: '4' });
const facts = flex({ flexWrap: 'wrap', columnGap: '8', rowGap: '2', m: '0' });
const term = css({ fontSize: 'xs', color: 'textMuted' });
const value = css({ m: '0', fontSize: 'sm', fontWeight: 'semibold', fontVariantNumeric: 'tabular-nums' });

export default function HandlingDetail({ id }: { id: string }) {
  const t = useT();
  const handling = useHandling(id);
  if (handling.isLoading) return <Spinner size="lg" label={t('handling.detail.loading')} />;
  const record = handling.data;
  if (!record) return <FailedState message={t('handling.detail.failed')} />;
  const entries: Array<[string, ReactNode]> = [
    ['warehouse', record.warehouse.name],
    ['origin', record.positionCodeOrigin ?? t('handling.severalOrigins')],
    ['items', record.itemsCount],
    ['executed', formatExecuted(record.executed)],
    ['operator', <OperatorLabel key="operator" user={record.user} />],
    ['status', <OperationStatusChip key="status" status={record.status} />],
  ];
  return (
    <div className={page}>
      <PageSection
        title={t('handling.detail.summary')}
        actions={<HandlingActions record={record} size="md" />}
      >
        <dl className={facts}>
          {entries.map(([key, shown]) => (
            <div key={key}>
              <dt className={term}>{t(`handling.columns.${key}`)}</dt>
              <dd className={value}>{shown}</dd>
            </div>
          ))}
        </dl>
      </PageSection>
      {handlingAnswers(record).scan && <HandlingScanPanel record={record} />}
      <PageSection title={t('handling.detail.items')}>
        <HandlingItems record={record} />
      </PageSection>
    </div>
  );
}
