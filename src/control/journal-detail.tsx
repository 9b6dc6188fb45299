import { css } from '../../styled-system/css';
import { Dialog } from '../ui/dialog';
import { useT } from '../ui/use-t';
import type { JournalEntry } from './sim-api';

const pre = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  bg: 'gray.50',
  p: '3',
  borderRadius: 'md',
});

/** One journal entry, every field the simulator recorded (it keeps no headers or bodies:
 * simulator/plugins/journal.ts writes an entry field by field, issue 17). */
export function JournalDetail({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('control.journal.entry', { seq: entry.seq })}
      description={t('control.journal.entryNote')}
      size="md"
    >
      <pre className={pre}>{JSON.stringify(entry, null, 2)}</pre>
    </Dialog>
  );
}
