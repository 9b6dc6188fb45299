import type { Crossdocking } from '../../../domain/crossdocking';
import { useCrossdockingCommands } from '../../../services/crossdocking.api';
import { RecordActions } from '../shared/record-actions';
import { crossdockingAnswers } from './crossdocking-answers';

// The record actions of a crossdock (list row and detail): assign, finalize, cancel — each
// enabled by the crossdocking machine (crossdocking-answers.ts). A list row carries no lines, so
// the machine refuses its FINALIZE (ours: finalize is offered in the detail, where every line is
// seen crossed).

export function CrossdockingActions({ record, size = 'sm' }: { record: Crossdocking; size?: 'sm' | 'md' }) {
  const commands = useCrossdockingCommands();
  return (
    <RecordActions
      kind="crossdocking"
      record={record}
      answers={crossdockingAnswers(record)}
      commands={commands}
      size={size}
    />
  );
}
