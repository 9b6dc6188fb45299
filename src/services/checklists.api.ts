import type { ChecklistType, OrderChecklist } from '../domain/order-records';
import { api } from './api-client';

// The checklist calls (doc 2 §7 "PUT /orders-checklist/mechanic/{orderId}; PUT
// /orders-checklist/vehicle/{orderId}; POST /orders-checklist | checklist"). Bodies as the
// simulator takes them (simulator/routes/checklists.routes.ts): POST {orderId, type, checklist},
// PUT {checklist}. Callers refresh the order afterwards (useOrderChange of orders.api.ts).

interface ChecklistAnswer {
  message?: string;
  checklist: OrderChecklist;
}

export const createChecklist = (orderId: string, type: ChecklistType, checklist: object) =>
  api.post<ChecklistAnswer>('/orders-checklist', { orderId, type, checklist });

export const updateChecklist = (orderId: string, type: ChecklistType, checklist: object) =>
  api.put<ChecklistAnswer>(
    `/orders-checklist/${type === 'VEHICLE' ? 'vehicle' : 'mechanic'}/${encodeURIComponent(orderId)}`,
    { checklist },
  );
