import { grid } from '../../../../styled-system/patterns';
import type { ActivitySummary } from '../../../domain/report-buckets';
import { formatCount } from '../../../services/format';
import { DataTable } from '../../../ui/data-table';
import { useT } from '../../../ui/use-t';
import { summaryGroups } from './activity-columns';

// The route reports' grouped summary (doc 1 §9 time and distance buckets): every row of the
// applied filters counted, not only the page shown — the simulator counts them in SQL. The same
// groups go into the PDF and the workbook (summaryGroups).

export function ActivitySummaryTables({
  summary,
  loading,
  error,
}: {
  summary: ActivitySummary | undefined;
  loading: boolean;
  error: boolean;
}) {
  const t = useT();
  const groups = summary
    ? summaryGroups(summary)
    : [
        { title: t('routes.activities.summary.time'), rows: [] },
        { title: t('routes.activities.summary.distance'), rows: [] },
      ];
  return (
    <section
      aria-label={t('routes.activities.summary.title')}
      className={grid({ columns: { base: 1, md: 2 }, gap: '4' })}
    >
      {groups.map((group) => (
        <DataTable
          key={group.title}
          caption={group.title}
          columns={[
            { key: 'bucket', header: group.title, render: ([label]) => label },
            {
              key: 'count',
              header: t('documents.report.summaryCount'),
              align: 'right',
              render: ([, count]) => formatCount(count),
            },
          ]}
          rows={summary ? group.rows : undefined}
          rowKey={([label]) => label}
          loading={loading}
          error={error}
        />
      ))}
    </section>
  );
}
