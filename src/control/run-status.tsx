import type { ReactNode } from 'react';
import { PageSection } from '../ui/page';
import { Progress } from '../ui/progress';
import { useT } from '../ui/use-t';

// The shown run of a control-page panel (scenario runs, device replays — issue 19): one section
// with the run's title, a progress bar while it runs, the error when it failed, and what the panel
// shows of it (its report) below. A run may fail without a message: the alert then says the run
// failed rather than being empty.

export interface RunStatusProps {
  title: string;
  /** buttons beside the title (a replay's stop) */
  actions?: ReactNode;
  running: boolean;
  /** the progress bar's accessible name, also shown under it (the panel need not repeat it) */
  progressLabel: string;
  /** how far the run is: `done` of `total` (the bar shows the rounded percentage) */
  done: number;
  total: number;
  /** whether the run failed: its error is then shown as an alert */
  failed: boolean;
  error?: string | null;
  children?: ReactNode;
}

export function RunStatus({
  title,
  actions,
  running,
  progressLabel,
  done,
  total,
  failed,
  error,
  children,
}: RunStatusProps) {
  const t = useT();
  return (
    <PageSection title={title} actions={actions}>
      {running && (
        <>
          <Progress label={progressLabel} value={total ? Math.round((100 * done) / total) : 0} />
          {/* "x of y sent": what the percentage stands for, shown as well as named */}
          <p aria-hidden="true">{progressLabel}</p>
        </>
      )}
      {failed && <p role="alert">{error || t('control.runFailed')}</p>}
      {children}
    </PageSection>
  );
}
