import type { CountRefusal } from './inventory-answers';

// The words of a count's refusal (issue 31: "the refusal of a count explains the rule and who can
// do it"); which rule refused is inventory-answers.ts.

/** The locale key and values of a refusal (inventory.count.refusal.*). */
export function countRefusalText(
  refusal: CountRefusal,
  code: string,
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (refusal.kind !== 'recount') return t(`inventory.count.refusal.${refusal.kind}`, { code });
  const who = refusal.assigned ?? t('inventory.count.refusal.anyOther', { counter: refusal.counter });
  return t('inventory.count.refusal.recount', { code, counter: refusal.counter, who });
}
