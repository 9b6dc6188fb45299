import { lazy } from 'react';
import { useInboundCommands } from '../../../services/inbound.api';
import { OperationList } from '../shared/operation-list';
import { type OpenableRow, OperationScreen } from '../shared/operation-screen';
import { RecordCommands } from '../shared/record-commands';

// /inbound and /inbound/:inboundId (doc 3 §2 Inbound): the list (assign, finalize, cancel per row)
// and a tab per opened inbound.

const InboundDetail = lazy(() => import('./inbound-detail'));

function InboundList({ onOpen }: { onOpen: (row: OpenableRow) => void }) {
  const commands = useInboundCommands();
  return (
    <OperationList
      kind="inbound"
      onOpen={onOpen}
      rowActions={(r) => (
        <RecordCommands
          kind="inbound"
          record={r}
          onFinalize={() => commands.finalize({ id: r.id })}
          onCancel={() => commands.cancel({ id: r.id })}
        />
      )}
    />
  );
}

export function InboundScreen() {
  return <OperationScreen kind="inbound" List={InboundList} Detail={InboundDetail} />;
}
