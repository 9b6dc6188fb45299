import { lazy } from 'react';
import { useStorageCommands } from '../../../services/storage.api';
import { OperationList } from '../shared/operation-list';
import { type OpenableRow, OperationScreen } from '../shared/operation-screen';
import { RecordCommands } from '../shared/record-commands';

// /storage and /storage/:storageId (doc 3 §2 Storage): the list ("the only row action is cancel",
// enabled only while PENDING, confirmed; the operator is assigned in the detail) and a tab per
// opened storage, labelled with its code.

const StorageDetail = lazy(() => import('./storage-detail'));

function StorageList({ onOpen }: { onOpen: (row: OpenableRow) => void }) {
  const commands = useStorageCommands();
  return (
    <OperationList
      kind="storage"
      onOpen={onOpen}
      rowAssign={false}
      rowActions={(r) => <RecordCommands kind="storage" record={r} onCancel={() => commands.cancel(r.id)} />}
    />
  );
}

export function StorageScreen() {
  return <OperationScreen kind="storage" List={StorageList} Detail={StorageDetail} />;
}
