import { lazy } from 'react';
import { useConferenceCommands } from '../../../services/conference.api';
import type { ConferenceView } from '../../../services/operations.types';
import type { DataTableColumn } from '../../../ui/data-table';
import { useT } from '../../../ui/use-t';
import { OperationList } from '../shared/operation-list';
import { type OpenableRow, OperationScreen } from '../shared/operation-screen';
import { RecordCommands } from '../shared/record-commands';

// /conference and /conference/:conferenceId (doc 3 §2 Conference): the list — date, number,
// operator, total, executed %, status, actions (assign, finalize, cancel: the conference machine),
// with the shared filters, SQL sort on date, number and status, and pagination — and a tab per
// opened conference. "Total" is ours read as the product lines to count (simulator/README.md).

const ConferenceDetail = lazy(() => import('./conference-detail'));

function ConferenceList({ onOpen }: { onOpen: (row: OpenableRow) => void }) {
  const t = useT();
  const commands = useConferenceCommands();
  const total: DataTableColumn<ConferenceView> = {
    key: 'total',
    header: t('conference.columns.total'),
    align: 'right',
  };
  return (
    <OperationList
      kind="conference"
      onOpen={onOpen}
      sortable={['date', 'code', 'status']}
      // doc 3 §2: date, number, operator, total (lines to read), executed, status, actions
      columns={(c) => [c.date, c.code, c.user, total, c.executed, c.status, c.actions]}
      rowActions={(r) => (
        <RecordCommands
          kind="conference"
          record={r}
          onFinalize={() => commands.finalize({ id: r.id })}
          onCancel={() => commands.cancel({ id: r.id })}
        />
      )}
    />
  );
}

export function ConferenceScreen() {
  return <OperationScreen kind="conference" List={ConferenceList} Detail={ConferenceDetail} />;
}
