import type { ReactNode } from 'react';
import { PageSection } from '../ui/page';
import { Progress } from '../ui/progress';

// The shown run of a control-page panel (scenario runs, device replays — issue 19): one section
// with the run's title, a progress bar while it runs, the error when it failed, and what the panel
// shows of it (its report) below.

export interface RunStatusProps {
  title: string;
  /** buttons beside the title (a replay's stop) */
  actions?: ReactNode;
  running: boolean;
  /** the progress bar's accessible name */
  progressLabel: string;
  /** how far the run is: `done` of `total` (the bar shows the rounded percentage) */
  done: number;
  total: number;
  /** the failed run's error, shown as an alert */
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
  error,
  children,
}: RunStatusProps) {
  return (
    <PageSection title={title} actions={actions}>
      {running && <Progress label={progressLabel} value={total ? Math.round((100 * done) / total) : 0} />}
      {error != null && <p role="alert">{error}</p>}
      {children}
    </PageSection>
  );
}
