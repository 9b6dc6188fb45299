import type { VolumeLine, VolumeMove } from '../../../domain/packing-volumes';
import { can } from '../../../machines/ask';
import { type PackingEvent, packingLifecycle } from '../../../machines/packing.machine';
import { packingItemLifecycle } from '../../../machines/packing-item.machine';
import { packingItemRecord } from '../../../machines/warehouse-records';
import type { PackingItem, PackingView } from '../../../services/operations.types';

// What a packing and its orders may offer, asked of the packing and packing-item machines through
// src/machines/ask.ts (doc 3 §2 Packing, §4, §5). No packing guard reads lines: the record machine
// is asked with its status.

export interface PackingAnswers {
  assignUser: boolean;
  finalize: boolean;
  cancel: boolean;
  /** the volumes may be edited and saved */
  saveVolumes: boolean;
}

/** The record (undefined while it loads: nothing is allowed). */
export function packingAnswers(record: Pick<PackingView, 'status'> | undefined): PackingAnswers {
  const ask = (event: PackingEvent) =>
    can(packingLifecycle, { status: record?.status ?? '', lines: [] }, event);
  return {
    assignUser: ask({ type: 'ASSIGN_USER' }),
    finalize: ask({ type: 'FINALIZE' }),
    cancel: ask({ type: 'CANCEL' }),
    saveVolumes: ask({ type: 'SAVE_VOLUMES' }),
  };
}

export interface PackingItemAnswers {
  assignUser: boolean;
  /** MOVE_TO_VOLUME of a barcode in the order's volumes as drafted now (doc 3 §5) */
  mayMove: (volumes: VolumeLine[], move: VolumeMove) => boolean;
}

export function packingItemAnswers(item: PackingItem): PackingItemAnswers {
  return {
    assignUser: can(packingItemLifecycle, packingItemRecord(item), { type: 'ASSIGN_USER' }),
    mayMove: (volumes, move) =>
      can(packingItemLifecycle, { status: item.status, volumes }, { type: 'MOVE_TO_VOLUME', ...move }),
  };
}
