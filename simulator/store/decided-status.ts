/**
 * A status a lifecycle machine decided (issue 34 "One authority, enforced by types"): the only
 * kind of status a repository writes. Only simulator/http/decide.ts makes one — `decide` (a
 * call's events, 409 when refused), `follow` (a derived event such as ITEMS_CHANGED, never a
 * 409) and `created` (the state a new record starts in) — so a status typed by hand
 * (`status: 'DONE'`) does not compile where the store takes it
 * (tests/unit/architecture/status-writes.test.ts checks the literals the types cannot see: SQL).
 *
 * It is still the status text (`Decided<'DONE'>` is a `'DONE'`): it compares, prints and binds
 * to SQL as one.
 */
declare const decided: unique symbol;

export type Decided<S extends string = string> = S & { readonly [decided]: true };
