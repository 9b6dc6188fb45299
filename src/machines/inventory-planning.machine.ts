import { assign, setup } from 'xstate';
import { nextPlanningDate, type PlanningInput, planningProblems, type RepeatType } from '../domain/inventory';
import { lifecycle } from './ask';

/**
 * Inventory planning — doc 3 §2 Inventory planning, §3, §5, §7, §9.
 *
 * | rule | seed |
 * |---|---|
 * | CREATE only a valid planning: date, at least one position, with repeat a type and a value ≥ 1 in digits | doc 3 §5, §9 |
 * | DUE on or after its date creates the inventory; a repeating planning stays scheduled for the next date (days, week, months, years × value) | doc 3 §2, §9; ours the clock (the simulator's session clock) |
 * | DUE of a one-off planning ends it (done) | ours |
 * | DUE before the date is refused (nothing to create yet) | ours |
 */
export type InventoryPlanningEvent =
  | { type: 'CREATE'; input: PlanningInput }
  | { type: 'DUE'; today: string };

export interface InventoryPlanningContext {
  nextDate: string | null;
  repeatPlanning: boolean;
  repeatType: RepeatType | null;
  repeatValue: number | null;
}

type Args = { context: InventoryPlanningContext; event: InventoryPlanningEvent };

const isDue = ({ context, event }: Args) =>
  event.type === 'DUE' && context.nextDate !== null && context.nextDate <= event.today;

export const inventoryPlanningMachine = setup({
  types: { context: {} as InventoryPlanningContext, events: {} as InventoryPlanningEvent },
  guards: {
    isValid: ({ event }: Args) => event.type === 'CREATE' && planningProblems(event.input).length === 0,
    isDue,
    repeats: (args: Args) => isDue(args) && args.context.repeatPlanning,
  },
  actions: {
    schedule: assign(({ event }: Args) => {
      if (event.type !== 'CREATE') return {};
      const { input } = event;
      return {
        nextDate: input.planningDate,
        repeatPlanning: input.repeatPlanning,
        repeatType: input.repeatPlanning ? (input.repeatType as RepeatType) : null,
        repeatValue: input.repeatPlanning ? Number(input.repeatValue) : null,
      };
    }),
    advance: assign(({ context }: Args) => ({
      nextDate:
        context.nextDate && context.repeatType
          ? nextPlanningDate(context.nextDate, context.repeatType, context.repeatValue ?? 1)
          : null,
    })),
    finish: assign({ nextDate: null }),
  },
}).createMachine({
  id: 'inventoryPlanning',
  initial: 'new',
  context: { nextDate: null, repeatPlanning: false, repeatType: null, repeatValue: null },
  states: {
    new: { on: { CREATE: { guard: 'isValid', target: 'scheduled', actions: 'schedule' } } },
    scheduled: {
      on: {
        DUE: [
          { guard: 'repeats', target: 'scheduled', reenter: true, actions: 'advance' },
          { guard: 'isDue', target: 'done', actions: 'finish' },
        ],
      },
    },
    done: {},
  },
});

/** A stored planning: scheduled while it has a next date, done otherwise. */
export const inventoryPlanningLifecycle = lifecycle(
  inventoryPlanningMachine,
  (p: InventoryPlanningContext) => (p.nextDate === null ? 'done' : 'scheduled'),
  (p: InventoryPlanningContext) => ({
    nextDate: p.nextDate,
    repeatPlanning: p.repeatPlanning,
    repeatType: p.repeatType,
    repeatValue: p.repeatValue,
  }),
);
