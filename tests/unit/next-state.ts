import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { lifecycle, run } from '../../src/machines/ask';

/** The machine unit tests' question, through src/machines/ask.ts: the state `event` leads to from
 * `value` (with `context`, else the machine's own), or null when the machine refuses it. */
export function nextState<M extends AnyStateMachine>(
  machine: M,
  value: string,
  event: EventFromLogic<M>,
  context?: Record<string, unknown>,
): string | null {
  const result = run(
    lifecycle(machine, () => value, context ? () => context : undefined),
    null,
    [event],
  );
  return result.ok ? result.state : null;
}
