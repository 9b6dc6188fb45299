import { useState } from 'react';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import { Button } from '../ui/button';
import { DataTable } from '../ui/data-table';
import { PageSection } from '../ui/page';
import { Badge } from '../ui/status-badge';
import { useT } from '../ui/use-t';
import { CoverageGraph } from './coverage-graph';
import type { FailedStep } from './coverage-layout';
import {
  type CoverageSet,
  type MachineCoverage,
  type ScenarioFailure,
  type ScenarioRun,
  scenarioReportUrl,
} from './sim-api';

const mono = css({ fontFamily: 'mono', fontSize: 'xs', wordBreak: 'break-all' });
const link = css({ color: 'accent', textDecoration: 'underline' });

const share = (set: CoverageSet) => `${set.covered.length}/${set.all.length}`;
const full = (set: CoverageSet) => set.covered.length === set.all.length;

/** The failing step (event sent, state after it) of each failing path of `machine`. */
function failedSteps(failures: ScenarioFailure[], machine: string): FailedStep[] {
  return failures
    .filter((f) => f.id.startsWith(`${machine}:`))
    .flatMap((f) => f.steps?.filter((s) => s.error).slice(0, 1) ?? []);
}

/** A finished run: totals, coverage per machine (API run and the UI tours merged, as reports/
 * does), the failing paths with their replay, and the full HTML report. */
export function ScenarioResults({
  run,
  onReplay,
  replaying,
}: {
  run: ScenarioRun;
  onReplay: (pathId: string) => void;
  replaying: boolean;
}) {
  const t = useT();
  const [graph, setGraph] = useState<string | null>(null);
  const report = run.report;
  if (!report) return null;
  const shownGraph = report.coverage.merged.find((m) => m.machine === graph);
  const ui = new Set(report.coverage.ui.map((m) => m.machine));
  return (
    <div className={stack({ gap: '4' })}>
      <p role="status">
        {t('control.scenarios.totals', report.totals)}{' '}
        <a className={link} href={scenarioReportUrl(run.id)} target="_blank" rel="noreferrer">
          {t('control.scenarios.openReport')}
        </a>
      </p>
      <DataTable<MachineCoverage>
        caption={t('control.scenarios.coverage')}
        columns={[
          { key: 'machine', header: t('control.scenarios.machine') },
          {
            key: 'states',
            header: t('control.scenarios.states'),
            align: 'right',
            render: (m) => share(m.states),
          },
          {
            key: 'transitions',
            header: t('control.scenarios.transitions'),
            align: 'right',
            render: (m) => (
              <Badge tone={full(m.transitions) ? 'success' : 'warning'}>{share(m.transitions)}</Badge>
            ),
          },
          {
            key: 'refused',
            header: t('control.scenarios.refusals'),
            align: 'right',
            render: (m) => share(m.refused),
          },
          {
            key: 'ui',
            header: t('control.scenarios.ui'),
            render: (m) =>
              ui.has(m.machine) ? t('control.scenarios.uiWalked') : t('control.scenarios.uiNot'),
          },
          {
            key: 'graph',
            header: t('control.scenarios.graph'),
            render: (m) => (
              <Button size="sm" variant="outline" onClick={() => setGraph(m.machine)}>
                {t('control.scenarios.showGraph', { machine: m.machine })}
              </Button>
            ),
          },
        ]}
        rows={report.coverage.merged}
        rowKey={(m) => m.machine}
        loading={false}
      />
      {shownGraph && (
        <PageSection title={t('control.scenarios.graphTitle', { machine: shownGraph.machine })}>
          <CoverageGraph
            machine={shownGraph.machine}
            coverage={shownGraph}
            failed={failedSteps(report.failures, shownGraph.machine)}
          />
        </PageSection>
      )}
      {report.failures.length > 0 && (
        <DataTable<ScenarioFailure>
          caption={t('control.scenarios.failures')}
          columns={[
            {
              key: 'id',
              header: t('control.scenarios.path'),
              render: (f) => <span className={mono}>{f.shrunk?.id ?? f.id}</span>,
            },
            { key: 'error', header: t('control.scenarios.error'), render: (f) => f.error ?? '' },
            {
              key: 'replay',
              header: t('control.actions'),
              render: (f) => (
                <Button
                  size="sm"
                  variant="outline"
                  loading={replaying}
                  onClick={() => onReplay(f.shrunk?.id ?? f.id)}
                >
                  {t('control.scenarios.replay')}
                </Button>
              ),
            },
          ]}
          rows={report.failures}
          rowKey={(f) => f.id}
          loading={false}
        />
      )}
    </div>
  );
}
