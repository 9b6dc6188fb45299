import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import { grid, stack } from '../../../../styled-system/patterns';
import { DEFAULT_DATE_PRESET, presetRange } from '../../../domain/dates';
import type { NpsRecord } from '../../../domain/nps';
import { apiRange } from '../../../services/api-client';
import { formatDateTime } from '../../../services/format';
import { useNpsList, useNpsSummary } from '../../../services/nps-admin.api';
import { ViewIcon } from '../../../ui/action-icons';
import type { DataTableColumn } from '../../../ui/data-table';
import { type DateRange, DateRangePicker } from '../../../ui/date-range-picker';
import { InfoCard } from '../../../ui/info-card';
import { PageHeader } from '../../../ui/page';
import { PagedDataTable, usePaging } from '../../../ui/paged-table';
import { RowActionButton, RowActions } from '../../../ui/row-actions';
import { Badge } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import { averageTone } from './nps-display';
import { CopyIcon, ResolveIcon, SendIcon } from './nps-icons';
import { NpsRating } from './nps-rating';
import { npsRecordAnswers } from './nps-record-answers';
import { NpsResolveDialog } from './nps-resolve.dialog';
import { NpsViewDialog } from './nps-view.dialog';
import { useNpsCommands } from './use-nps-commands';

// /nps — doc 2 §2 "NPS page": summary cards (not answered, promoter, neutral, detractor,
// average), a table, a view dialog, actions to resolve a detractor, resend and copy the survey
// link. The allowed actions come from the nps-record machine (nps-display.ts); colours from
// doc 2 §9 (src/domain/nps.ts). The period filters both the cards and the table (createdAt).

const page = stack({ gap: '3' });
const cards = grid({
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
  gap: '3',
});
const muted = css({ color: 'textMuted' });

const STATUS_TONE = { unanswered: 'neutral', answered: 'info', treated: 'success' } as const;

export function NpsScreen() {
  const intl = useIntl();
  const t = useT();
  const [range, setRange] = useState<DateRange>(() => presetRange(DEFAULT_DATE_PRESET));
  const paging = usePaging();
  const [viewing, setViewing] = useState<NpsRecord | null>(null);
  const [resolving, setResolving] = useState<NpsRecord | null>(null);
  const commands = useNpsCommands();

  const dates = apiRange(range);
  const list = useNpsList({ page: paging.page, take: paging.pageSize, dates });
  const summary = useNpsSummary(dates);

  // Keep the dialogs on the freshest copy of their record (after resend or resolve).
  const fresh = (record: NpsRecord | null) =>
    record ? (list.data?.nps.find((r) => r.id === record.id) ?? record) : null;
  const viewed = fresh(viewing);

  const numberFormat = useMemo(
    () => new Intl.NumberFormat(intl.locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
    [intl.locale],
  );

  const s = summary.data;
  const loadingValue = summary.isError ? '—' : '…';
  const summaryCards = [
    {
      key: 'notAnswered',
      title: t('nps.summary.notAnswered'),
      value: s?.notAnswered,
      tone: 'default' as const,
    },
    { key: 'promoter', title: t('nps.summary.promoter'), value: s?.promoter, tone: 'success' as const },
    { key: 'neutral', title: t('nps.summary.neutral'), value: s?.neutral, tone: 'warning' as const },
    { key: 'detractor', title: t('nps.summary.detractor'), value: s?.detrator, tone: 'danger' as const },
  ];

  const columns: DataTableColumn<NpsRecord>[] = [
    { key: 'code', header: t('nps.columns.code') },
    { key: 'order', header: t('nps.columns.order'), render: (r) => r.order?.orderNumber ?? '—' },
    { key: 'customer', header: t('nps.columns.customer'), render: (r) => r.order?.recipient?.name ?? '—' },
    { key: 'createdAt', header: t('nps.columns.createdAt'), render: (r) => formatDateTime(r.createdAt) },
    { key: 'rating', header: t('nps.columns.rating'), render: (r) => <NpsRating rating={r.rating} /> },
    {
      key: 'status',
      header: t('nps.columns.status'),
      render: (r) => {
        const status = npsRecordAnswers(r).status;
        return <Badge tone={STATUS_TONE[status]}>{t(`nps.status.${status}`)}</Badge>;
      },
    },
    {
      key: 'dateAnswer',
      header: t('nps.columns.dateAnswer'),
      render: (r) => (r.dateAnswer ? formatDateTime(r.dateAnswer) : <span className={muted}>—</span>),
    },
    {
      key: 'actions',
      header: t('nps.columns.actions'),
      align: 'right',
      width: '9rem',
      render: (r) => {
        const allowed = npsRecordAnswers(r);
        return (
          <RowActions justify="end">
            <RowActionButton
              label={t('nps.actions.viewNamed', { code: r.code })}
              title={t('nps.actions.view')}
              onClick={() => setViewing(r)}
            >
              <ViewIcon />
            </RowActionButton>
            {allowed.resolve && (
              <RowActionButton
                label={t('nps.actions.resolveNamed', { code: r.code })}
                title={t('nps.actions.resolve')}
                onClick={() => setResolving(r)}
              >
                <ResolveIcon />
              </RowActionButton>
            )}
            {allowed.resend && (
              <RowActionButton
                label={t('nps.actions.resendNamed', { code: r.code })}
                title={t('nps.actions.resend')}
                loading={commands.pending === `resend:${r.id}`}
                onClick={() => void commands.resend(r)}
              >
                <SendIcon />
              </RowActionButton>
            )}
            <RowActionButton
              label={t('nps.actions.copyNamed', { code: r.code })}
              title={t('nps.actions.copy')}
              onClick={() => void commands.copyLink(r)}
            >
              <CopyIcon />
            </RowActionButton>
          </RowActions>
        );
      },
    },
  ];

  return (
    <div className={page}>
      <PageHeader
        title={t('nps.title')}
        actions={
          <DateRangePicker
            label={t('nps.period')}
            value={range}
            onChange={(next) => {
              setRange(next);
              paging.setPage(1);
            }}
          />
        }
      />
      <section className={cards} aria-label={t('nps.summary.label')}>
        {summaryCards.map((card) => (
          <InfoCard key={card.key} title={card.title} value={card.value ?? loadingValue} tone={card.tone} />
        ))}
        <InfoCard
          title={t('nps.summary.average')}
          value={s ? numberFormat.format(s.average) : loadingValue}
          tone={s ? averageTone(s.average) : 'default'}
        />
      </section>
      <PagedDataTable
        caption={t('nps.title')}
        columns={columns}
        rows={list.data?.nps}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        error={list.isError}
        onRowClick={(r) => setViewing(r)}
        paging={paging}
        total={list.data?.total ?? 0}
      />
      {viewed && (
        <NpsViewDialog
          key={viewed.id}
          record={viewed}
          actions={npsRecordAnswers(viewed)}
          busy={commands.pending === `resend:${viewed.id}`}
          resolving={commands.pending === `resolve:${viewed.id}`}
          onClose={() => setViewing(null)}
          onCopy={() => void commands.copyLink(viewed)}
          onResend={() => void commands.resend(viewed)}
          onResolve={(resolution) => commands.resolve(viewed, resolution)}
        />
      )}
      {resolving && (
        <NpsResolveDialog
          record={resolving}
          busy={commands.pending === `resolve:${resolving.id}`}
          onClose={() => setResolving(null)}
          onResolve={async (resolution) => {
            if (await commands.resolve(resolving, resolution)) setResolving(null);
          }}
        />
      )}
    </div>
  );
}
