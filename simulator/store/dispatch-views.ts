import type { Database } from 'better-sqlite3';
import type {
  ConferenceRecord,
  OperationItem,
  OperationOrderItem,
  OutboundRecord,
  UserRef,
} from '../../src/domain/operations';
import type { OperationLineRow } from './operation-lines.repo';
import type { OperationRow } from './operations.repo';

/**
 * The conference and outbound answers (doc 3 §3 plus simulator/README.md "Outbound and
 * conference"): their orders' product lines with each line's own state — what was read
 * (`conferred`), where dispatch took it from (`position`).
 */
export interface DispatchLine
  extends Pick<
    OperationLineRow,
    'id' | 'orderItemId' | 'status' | 'quantity' | 'readQuantity' | 'positionId'
  > {
  positionCode: string | null;
}

type Common = Omit<ConferenceRecord, 'conferenceDate' | 'userProfile' | 'user' | 'total' | 'items'>;

export function dispatchViews(db: Database) {
  const transporter = db.prepare('SELECT id, nameTransporter FROM transporters WHERE id = ?');
  const position = db.prepare('SELECT id, code FROM positions WHERE id = ?');
  // doc 3 §3 "volumes with volume and barcode": the volumes a finished packing packed the order in
  // (one volume when it was not packed); the barcode is the order number and the volume number
  const packed = db
    .prepare(`
      SELECT DISTINCT CAST(json_extract(v.value, '$.volume') AS INTEGER)
      FROM operation_items i JOIN operations op ON op.id = i.operationId AND op.kind = 'packing'
        AND op.status = 'DONE'
      JOIN operation_lines l ON l.itemId = i.id, json_each(l.volumes) v
      WHERE i.orderId = ? AND json_extract(v.value, '$.quantity') > 0 ORDER BY 1`)
    .pluck();

  const volumesOf = (orderId: string, orderNumber: string) => {
    const numbers = packed.all(orderId) as number[];
    return (numbers.length > 0 ? numbers : [1]).map((volume) => ({
      volume,
      barcode: `${orderNumber}-${String(volume).padStart(3, '0')}`,
    }));
  };

  return {
    conference(
      r: OperationRow,
      common: Common,
      base: OperationItem[],
      owner: UserRef | null,
      lines: (itemId: string) => Array<{ line: DispatchLine; item: OperationOrderItem }>,
      lineCount: number,
    ): ConferenceRecord {
      return {
        ...common,
        conferenceDate: r.operationDate,
        userProfile: owner ? { name: owner.profile.name } : null,
        user: owner,
        total: lineCount,
        items: base.map((i) => ({
          ...i,
          userProfile: i.user ? { name: i.user.profile.name } : null,
          order: {
            ...i.order,
            // `item` is built for this answer: completed in place, not copied (5,000-line records)
            items: lines(i.id).map(({ line, item }) =>
              Object.assign(item, {
                lineId: line.id,
                // doc 3 §3 conferred (id, quantity, status): null until the line is read
                conferred:
                  line.status === 'PENDING'
                    ? null
                    : { id: line.id, quantity: line.readQuantity, status: line.status },
              }),
            ),
          },
        })),
      };
    },

    outbound(
      r: OperationRow,
      common: Common,
      base: OperationItem[],
      owner: UserRef | null,
      lines: (itemId: string) => Array<{ line: DispatchLine; item: OperationOrderItem }>,
      withLines: boolean,
    ): OutboundRecord {
      const t = r.transporterId
        ? (transporter.get(r.transporterId) as { id: string; nameTransporter: string } | undefined)
        : undefined;
      const pos = r.positionId
        ? (position.get(r.positionId) as { id: string; code: string } | undefined)
        : undefined;
      const items = base.map((i) => ({
        ...i,
        volumes: withLines ? volumesOf(i.order.id, i.order.orderNumber) : [],
        order: {
          ...i.order,
          items: lines(i.id).map(({ line, item }) => ({
            ...item,
            status: line.status,
            position: line.positionId ? { id: line.positionId, code: line.positionCode ?? '' } : null,
          })),
        },
      }));
      return {
        ...common,
        volumes: withLines ? items.reduce((n, i) => n + i.volumes.length, 0) : common.volumes,
        outboundDate: r.operationDate,
        url: r.url,
        transportador: t ? { id: t.id, nameTransporter: t.nameTransporter } : null,
        assignedUser: owner ? { userName: owner.userName } : null,
        user: owner,
        position: pos ? { id: pos.id, code: pos.code } : null,
        items,
      };
    },
  };
}
