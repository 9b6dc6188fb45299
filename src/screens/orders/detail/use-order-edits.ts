import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Order } from '../../../domain/order-records';
import {
  updateFreightTransfer,
  updateSpecificProperties,
  updateTrackingCode,
} from '../../../services/order-changes.api';
import { ordersKeys, useOrderChange } from '../../../services/orders.api';
import { useViewedCompanyDocument } from '../../../services/query-client';
import {
  type AmountInlineField,
  fromDateTimeInput,
  parseAmount,
  type TextInlineField,
  textInlineValue,
  toDeliveryDate,
} from './inline-edit';

// The calls behind the Summary tab's inline edits (doc 2 §7): each answers the changed order,
// which replaces the cached detail at once; the list and the detail refetch too — after a refused
// edit as well, so the order's current values come back (useOrderChange).

export function useOrderEdits(order: Order) {
  const client = useQueryClient();
  const doc = useViewedCompanyDocument();
  const change = useOrderChange();

  const settle = useCallback(
    async (call: Promise<{ order?: Order }>): Promise<boolean> => {
      try {
        await change(call, (answer) => {
          if (answer?.order) client.setQueryData(ordersKeys.detail(doc, order.id), answer.order);
        });
        return true;
      } catch {
        return false; // the API client showed the answer's message
      }
    },
    [change, client, doc, order.id],
  );

  return {
    saveText: (field: TextInlineField, draft: string) => {
      const value = textInlineValue(field, draft);
      if (field === 'trackingCode') return settle(updateTrackingCode(order.id, value));
      return settle(updateSpecificProperties(order.id, { [field]: value }));
    },
    saveAmount: (field: AmountInlineField, draft: string) =>
      settle(updateFreightTransfer(order.id, { [field]: parseAmount(draft) ?? 0 })),
    saveScheduled: (draft: string) =>
      settle(updateSpecificProperties(order.id, { scheduledDelivery: draft === 'true' })),
    saveDeliveryDate: (draft: string) => {
      const date = fromDateTimeInput(draft);
      if (!date) return Promise.resolve(false);
      return settle(updateSpecificProperties(order.id, { deliveryDate: toDeliveryDate(date) }));
    },
  };
}
