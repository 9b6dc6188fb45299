/** One rule of a session's list: its id, the input it was given, and what the API shows of it. */
export interface ListedRule<Input, View> {
  readonly id: string;
  readonly input: Input;
  view(): View;
}

/**
 * The rules of one simulator session in the order they were added — fault rules (fault-rules.ts)
 * and stubs (stub-rules.ts) are listed, read, removed and kept the same way. Ids are the prefix
 * and a number that goes on counting for the session (`f1`, `f2`…; a removed id is not reused).
 */
export abstract class RuleList<Input, View, Rule extends ListedRule<Input, View>> {
  protected rules: Rule[] = [];
  private nextId = 1;

  constructor(private readonly prefix: string) {}

  /** a rule for `input` under `id` (its counters at zero) */
  protected abstract create(id: string, input: Input): Rule;

  get size(): number {
    return this.rules.length;
  }

  add(input: Input): View {
    const rule = this.create(`${this.prefix}${this.nextId++}`, structuredClone(input));
    this.rules.push(rule);
    return rule.view();
  }

  get(id: string): View | null {
    return this.rules.find((r) => r.id === id)?.view() ?? null;
  }

  /** Replaces a rule in place: same id and position, counters restart. Null when there is none. */
  replace(id: string, input: Input): View | null {
    const index = this.rules.findIndex((r) => r.id === id);
    if (index < 0) return null;
    const rule = this.create(id, structuredClone(input));
    this.rules[index] = rule;
    return rule.view();
  }

  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((r) => r.id !== id);
    return this.rules.length < before;
  }

  clear(): void {
    this.rules = [];
  }

  list(): View[] {
    return this.rules.map((r) => r.view());
  }

  /** what a snapshot or a kept setup holds: the rules as given (counters restart on import) */
  export(): Input[] {
    return this.rules.map((r) => structuredClone(r.input));
  }

  import(inputs: Input[]): void {
    this.clear();
    for (const input of inputs) this.add(input);
  }
}
