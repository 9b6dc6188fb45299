import type { Handling } from '../../../domain/handling';
import { useHandlingCommands } from '../../../services/handling.api';
import { RecordActions } from '../shared/record-actions';
import { handlingAnswers } from './handling-answers';

// The record actions of a handling (doc 3 §2 Handling list "actions (finalize, cancel, assign
// user)"; the detail shows the same): disabled when all items are DONE or the handling is not
// PENDING — the handling machine says (doc 3 §4, handling-answers.ts).

export function HandlingActions({ record, size = 'sm' }: { record: Handling; size?: 'sm' | 'md' }) {
  const commands = useHandlingCommands();
  return (
    <RecordActions
      kind="handling"
      record={record}
      answers={handlingAnswers(record)}
      commands={commands}
      size={size}
    />
  );
}
