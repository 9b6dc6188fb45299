import { lazy, useState } from 'react';
import { css } from '../../../../styled-system/css';
import { useOutboundCommands } from '../../../services/outbound.api';
import { Button } from '../../../ui/button';
import { useT } from '../../../ui/use-t';
import { OperationList } from '../shared/operation-list';
import { type OpenableRow, OperationScreen } from '../shared/operation-screen';
import { RecordCommands } from '../shared/record-commands';
import { exportOutbounds } from './outbound-export';

// /outbound and /outbound/:outboundId (doc 3 §2 Outbound): the list — date, number (with the
// transporter's name), orders, executed %, status, actions (assign, finalize; cancel needs the
// orders' lines, so it is in the detail) — sorted in SQL by date, number or status, exported to
// Excel with the list's filters; and a tab per opened outbound.

const OutboundDetail = lazy(() => import('./outbound-detail'));
const transporter = css({ display: 'block', fontSize: 'xs', color: 'textMuted' });
const SORTABLE = ['date', 'code', 'status'] as const;

function ExportButton({ query }: { query: Parameters<typeof exportOutbounds>[0] }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void exportOutbounds(query).finally(() => setBusy(false));
      }}
    >
      {t('outbound.actions.export')}
    </Button>
  );
}

function OutboundList({ onOpen }: { onOpen: (row: OpenableRow) => void }) {
  const t = useT();
  const commands = useOutboundCommands();
  return (
    <OperationList
      kind="outbound"
      onOpen={onOpen}
      sortable={SORTABLE}
      toolbar={(query) => <ExportButton query={query} />}
      columns={(c) => [
        c.date,
        {
          ...c.code,
          render: (r) => (
            <>
              {r.code}
              <span className={transporter}>
                {r.transportador?.nameTransporter ?? t('outbound.list.noTransporter')}
              </span>
            </>
          ),
        },
        c.ordersCount,
        c.executed,
        c.status,
        c.actions,
      ]}
      rowActions={(r) => (
        <RecordCommands kind="outbound" record={r} onFinalize={() => commands.finalize({ id: r.id })} />
      )}
    />
  );
}

export function OutboundScreen() {
  return <OperationScreen kind="outbound" List={OutboundList} Detail={OutboundDetail} />;
}
