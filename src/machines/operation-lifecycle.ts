import type { LineState } from '../domain/operation-rules';
import type { OperationStatus } from '../domain/operations';

/**
 * What the inbound, storage, picking and packing machines (record and item) really share: the
 * stored status is the state value (DESIGN §3), `loading` is where a screen starts and LOADED puts
 * the snapshot in the stored status with the lines the guards look at. The rules themselves stay
 * in each machine file, explicit per kind.
 */
export interface LinesContext {
  lines: LineState[];
}

export type LoadedEvent = { type: 'LOADED'; status: OperationStatus; lines?: LineState[] };

/** guard: the LOADED event carries `params.status` */
export const isLoadedAs = ({ event }: { event: { type: string } }, params: { status: OperationStatus }) =>
  event.type === 'LOADED' && (event as LoadedEvent).status === params.status;

/** LOADED → each of `statuses`, keeping the event's lines (`rememberLines` action). */
export const loadedInto = <S extends OperationStatus>(statuses: readonly S[]) =>
  statuses.map((status) => ({
    guard: { type: 'isLoadedAs' as const, params: { status } },
    target: status,
    actions: 'rememberLines' as const,
  }));

/** the lines a LOADED event brings (unchanged for other events) */
export const linesOf = (context: LinesContext, event: { type: string }): LinesContext =>
  event.type === 'LOADED' ? { lines: (event as LoadedEvent).lines ?? context.lines } : context;

/** ASSIGN_USER keeps the status: a self-transition, so `snapshot.can` answers true. */
export const assignable = <S extends OperationStatus>(status: S) => ({ ASSIGN_USER: { target: status } });

export const lineById = (context: LinesContext, id: string) => context.lines.find((l) => l.id === id);

/** Every line but `id` is DONE (or cancelled): finishing `id` finishes the item. */
export const othersDone = (context: LinesContext, id: string) =>
  context.lines.every((l) => l.id === id || l.status === 'DONE' || l.status === 'CANCELLED');

export const markLine = (context: LinesContext, id: string, status: OperationStatus): LinesContext => ({
  lines: context.lines.map((l) => (l.id === id ? { ...l, status } : l)),
});
