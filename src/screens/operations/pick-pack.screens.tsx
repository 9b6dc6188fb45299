import { lazy } from 'react';
import { OperationList } from './shared/operation-list';
import { type OpenableRow, OperationScreen } from './shared/operation-screen';

// /picking and /packing (doc 3 §2): the list with checkboxes for multi-assign in the "All" tab,
// the detail (src/screens/operations/{picking,packing}/*-detail.tsx) in each record's tab.

const PickingDetail = lazy(() => import('./picking/picking-detail'));
const PackingDetail = lazy(() => import('./packing/packing-detail'));

// No cancel in a picking list row: the picking machine's CANCEL needs the rows ("blocked when any
// item position is DONE or INPROGRESS", doc 3 §4) and a list row carries none — RecordCommands
// would not offer it anyway (answerNeedsLines). Cancel is in the detail, asked with the rows.
function PickingList({ onOpen }: { onOpen: (row: OpenableRow) => void }) {
  return <OperationList kind="picking" onOpen={onOpen} multiAssign />;
}

function PackingList({ onOpen }: { onOpen: (row: OpenableRow) => void }) {
  return <OperationList kind="packing" onOpen={onOpen} multiAssign />;
}

export function PickingScreen() {
  return <OperationScreen kind="picking" List={PickingList} Detail={PickingDetail} />;
}

export function PackingScreen() {
  return <OperationScreen kind="packing" List={PackingList} Detail={PackingDetail} />;
}
