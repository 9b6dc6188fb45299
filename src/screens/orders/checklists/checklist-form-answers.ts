import { can } from '../../../machines/ask';
import { checklistFormLifecycle } from '../../../machines/checklist-save.machine';

// What a checklist form may offer, asked of the checklist-save machine through src/machines/ask.ts
// (doc 2 §2, §4: save only a modified form — create when it is new, update when stored —, print
// only a stored one with nothing unsaved).

export interface ChecklistFormAnswers {
  save: boolean;
  print: boolean;
}

export function checklistFormAnswers(form: { exists: boolean; modified: boolean }): ChecklistFormAnswers {
  return {
    save: can(checklistFormLifecycle, form, { type: 'SAVE', mode: form.exists ? 'update' : 'create' }),
    print: can(checklistFormLifecycle, form, { type: 'PRINT' }),
  };
}
