// How the console writes a quantity (doc 3 §1, §9: two decimals, the pt-BR separators the tests
// read the console in): 1.234,50.

/** A quantity as the console shows it in pt-BR (src/screens/operations/shared/format.ts formatQty). */
export const qty = (n: number): string =>
  new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2 }).format(n);
