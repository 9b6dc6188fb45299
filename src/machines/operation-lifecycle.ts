import type { LineState } from '../domain/operation-rules';
import type { OperationStatus } from '../domain/operations';

/**
 * What the inbound, storage, picking and packing machines (record and item) really share: the
 * stored status is the state value (DESIGN §3), `loading` is where a screen starts and LOADED puts
 * the snapshot in the stored status with the lines the guards look at, and a settled status takes
 * no event (`linesMachineConfig`). The rules themselves stay in each machine file, explicit per
 * kind.
 */
export interface LinesContext {
  lines: LineState[];
}

export type LoadedEvent = { type: 'LOADED'; status: OperationStatus; lines?: LineState[] };

/** guard: the LOADED event carries `params.status` */
export const isLoadedAs = ({ event }: { event: { type: string } }, params: { status: OperationStatus }) =>
  event.type === 'LOADED' && (event as LoadedEvent).status === params.status;

/** LOADED → each of `statuses`, keeping what the event brings with `action` (the lines, or the
 * packing item's volumes). */
export const loadedInto = <S extends OperationStatus, A extends string = 'rememberLines'>(
  statuses: readonly S[],
  action: A = 'rememberLines' as A,
) =>
  statuses.map((status) => ({
    guard: { type: 'isLoadedAs' as const, params: { status } },
    target: status,
    actions: action,
  }));

/** the lines a LOADED event brings (unchanged for other events) */
export const linesOf = (context: LinesContext, event: { type: string }): LinesContext =>
  event.type === 'LOADED' ? { lines: (event as LoadedEvent).lines ?? context.lines } : context;

/**
 * The config every lines machine had written out the same way: it starts in `loading` with no
 * lines, LOADED puts it in any of `statuses` (the stored status), and DONE and CANCELLED take no
 * event — each kind's actions are enabled only before it settles (doc 3 §4; each machine's table
 * says which). `states` are the kind's own states and rules, cited in its machine file; their order
 * (loading, `states`, DONE, CANCELLED) is the one the files had, so the machines are unchanged.
 */
export const linesMachineConfig = <const S extends OperationStatus, const T extends object>(
  id: string,
  statuses: readonly S[],
  states: T,
) => ({
  id,
  initial: 'loading' as const,
  context: { lines: [] } as LinesContext,
  states: { loading: { on: { LOADED: loadedInto(statuses) } }, ...states, DONE: {}, CANCELLED: {} },
});

/** ASSIGN_USER keeps the status: a self-transition, so `snapshot.can` answers true. */
export const assignable = <S extends OperationStatus>(status: S) => ({ ASSIGN_USER: { target: status } });

export const lineById = (context: LinesContext, id: string) => context.lines.find((l) => l.id === id);

/** Every line but `id` is DONE (or cancelled): finishing `id` finishes the item. */
export const othersDone = (context: LinesContext, id: string) =>
  context.lines.every((l) => l.id === id || l.status === 'DONE' || l.status === 'CANCELLED');

export const markLine = (context: LinesContext, id: string, status: OperationStatus): LinesContext => ({
  lines: context.lines.map((l) => (l.id === id ? { ...l, status } : l)),
});
