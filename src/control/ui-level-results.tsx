import { stack } from '../../styled-system/patterns';
import { useT } from '../ui/use-t';
import { preformatted } from './preformatted.styles';
import type { ScenarioRun } from './sim-api';

/** The browser part of a UI-level scenario run (issue 19): which machines were walked through the
 * console, which have no UI model yet, and for each failed one the end of Playwright's output
 * (the failing step and its error; the full trace is in Playwright's report). */
export function UiLevelResults({ ui }: { ui: NonNullable<ScenarioRun['ui']> }) {
  const t = useT();
  return (
    <div className={stack({ gap: '2' })}>
      <p>{t('control.scenarios.uiMachines', { count: ui.machines.length, failed: ui.failed.length })}</p>
      {ui.missing.length > 0 && (
        <p>{t('control.scenarios.uiMissing', { machines: ui.missing.join(', ') })}</p>
      )}
      {ui.failed.map((f) => (
        <details key={f.machine}>
          <summary>{t('control.scenarios.uiFailed', { machine: f.machine })}</summary>
          <pre className={preformatted}>{f.output}</pre>
        </details>
      ))}
    </div>
  );
}
