import type { StorageItem, StorageLine, StorageView } from '../../../../src/services/operations.types';

// Storage records for the rule tests: lines of quantity 2 with one choosable position (p1, A-01)
// and one in inventory (p2, A-02).

export const line = (id: string, over: Partial<StorageLine> = {}): StorageLine => ({
  id,
  description: `Product ${id}`,
  barcode: `BAR-${id}`,
  un: 'UN',
  quantity: 2,
  productBatch: null,
  productExpire: null,
  product: { manufactorCode: null },
  status: 'PENDING',
  readQuantity: 0,
  storagePosition: [],
  storagePositionSuggestions: [
    { positionId: 'p1', code: 'A-01', inInventory: false },
    { positionId: 'p2', code: 'A-02', inInventory: true },
  ],
  ...over,
});

export const item = (
  id: string,
  lines: StorageLine[],
  status: StorageItem['status'] = 'PENDING',
): StorageItem => ({
  id,
  status,
  priority: false,
  user: null,
  storageOrder: id,
  order: { id: `order-${id}`, orderNumber: `N-${id}`, items: lines },
});

export const storage = (items: StorageItem[]): StorageView =>
  ({ id: 's1', code: 'STO-1', status: 'PENDING', items }) as unknown as StorageView;
