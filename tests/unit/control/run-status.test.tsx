// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RunStatus } from '../../../src/control/run-status';
import { renderUi } from '../ui/render';

// The control page's shown run (scenario runs, device replays): a failed run always has an alert
// that says something, and the progress text names the bar (the panels do not repeat it).

afterEach(cleanup);

const base = { title: 'Execução 3', progressLabel: '2 de 8 mensagens enviadas', done: 2, total: 8 };

describe('RunStatus', () => {
  it('a failed run without a message alerts that the run failed (not an empty alert)', () => {
    renderUi(<RunStatus {...base} running={false} failed error={null} />);
    expect(screen.getByRole('alert').textContent).toBe('A execução falhou');
  });

  it('a failed run with a message alerts with it', () => {
    renderUi(<RunStatus {...base} running={false} failed error="Arquivo ilegível" />);
    expect(screen.getByRole('alert').textContent).toBe('Arquivo ilegível');
  });

  it('a running run has its progress bar named by the progress text, and no alert', () => {
    renderUi(<RunStatus {...base} running failed={false} />);
    expect(screen.getByLabelText(base.progressLabel)).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
