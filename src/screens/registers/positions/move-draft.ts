import { type MoveProblem, moveProblem } from '../../../domain/handling';
import { round2 } from '../../../domain/operation-rules';

// The move dialog's lines (doc 3 §5 "Move positions"): a quantity per product typed as text, a
// Total checkbox that fills the stored quantity; only lines with a quantity are moved. The rule is
// `moveProblem` (src/domain/handling.ts), the one the simulator and the handling machine ask.

export interface DraftLine {
  productId: string;
  sku: string;
  stored: number;
  text: string;
}

export const parseQuantity = (text: string): number | null => {
  const clean = text.trim().replace(',', '.');
  return clean === '' || !Number.isFinite(Number(clean)) ? null : round2(Number(clean));
};

/** The problem of each typed line (by product), and the lines to send. */
export function checkDraft(lines: readonly DraftLine[], originId: string, destinationId: string | null) {
  const problems = new Map<string, MoveProblem>();
  const send: Array<{ product: string; quantity: number; positionDestiny: string }> = [];
  for (const line of lines) {
    if (line.text.trim() === '') continue;
    const quantity = parseQuantity(line.text);
    const problem = moveProblem({ originId, destinationId, quantity, available: line.stored });
    if (problem && problem !== 'destinationRequired' && problem !== 'destinationIsOrigin')
      problems.set(line.productId, problem);
    else if (destinationId && quantity !== null)
      send.push({ product: line.productId, quantity, positionDestiny: destinationId });
  }
  return { problems, send };
}
