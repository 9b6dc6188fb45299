// The positions register — doc 3 §2 Positions, §3 Position, §4, §5 "Position form", §7 Positions.
// The form's rules once: the console's dialog and POST/PATCH /position run `positionFormProblems`.
import type { Problem } from './validation';
import { POSITION_STATUSES, POSITION_TYPES, type Position, SCAN_TYPES } from './warehouse';

/** doc 3 §9: minimum position dimension (cm). */
export const MIN_DIMENSION = 1;

/** What the position form sends (doc 3 §3 Position: aliases, parts, dimensions in cm, weight kg). */
export interface PositionInput {
  warehouse: string;
  type: string;
  code?: string | null;
  street?: string | null;
  column?: string | null;
  level?: string | null;
  gap?: string | null;
  aliasStreet?: string | null;
  aliasColumn?: string | null;
  aliasLevel?: string | null;
  aliasGap?: string | null;
  rfidCode?: string | null;
  scanType?: string | null;
  status?: string | null;
  isVirtual?: boolean;
  height?: string | number | null;
  width?: string | number | null;
  depth?: string | number | null;
  weight?: string | number | null;
  volume?: string | number | null;
}

/** The register's extra fields of a position (doc 3 §3), beside what the operations read. */
export interface PositionDetails {
  aliasStreet: string | null;
  aliasColumn: string | null;
  aliasLevel: string | null;
  aliasGap: string | null;
  height: number | null;
  width: number | null;
  depth: number | null;
  weight: number | null;
  volume: number | null;
}

/** GET /position/{id}: the position, its details and what it stores (doc 3 §3 "storage items"). */
export interface PositionView extends Position, PositionDetails {
  storageItems: Array<{
    id: string;
    product: { id: string; sku: string; description: string };
    barcode: string | null;
    rfidcode: string | null;
    serviceTag: string | null;
    responsible: string | null;
    padlock: string | null;
    quantity: number;
  }>;
}

/** doc 3 §2 Positions status chip: inactive, inventory or available. */
export type PositionChip = 'inactive' | 'inventory' | 'available';
export const positionChip = (p: Pick<Position, 'isActive' | 'inInventory'>): PositionChip =>
  !p.isActive ? 'inactive' : p.inInventory ? 'inventory' : 'available';

const PARTS = ['street', 'column', 'level', 'gap'] as const;
const ALIASES = ['aliasStreet', 'aliasColumn', 'aliasLevel', 'aliasGap'] as const;
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const problem = (field: string, key: Problem['key'], values?: Problem['values']): Problem => ({
  field,
  key,
  values,
  message: `${field}: ${key}`,
});

/** doc 3 §5 "Position form", in the order the dialog shows its fields. */
export function positionFormProblems(input: PositionInput): Problem[] {
  const out: Problem[] = [];
  if (!text(input.warehouse)) out.push(problem('warehouse', 'validation.required'));
  if (!(POSITION_TYPES as readonly string[]).includes(text(input.type)))
    out.push(problem('type', 'validation.required'));
  if (!text(input.code)) {
    // without the full code, street, column, level and gap are required and each alias is 1 character
    for (const part of PARTS) if (!text(input[part])) out.push(problem(part, 'validation.required'));
    for (const alias of ALIASES)
      if (text(input[alias]).length !== 1) out.push(problem(alias, 'validation.length', { length: 1 }));
  }
  for (const dim of ['height', 'width', 'depth'] as const) {
    const raw = String(input[dim] ?? '').trim();
    if (!raw) out.push(problem(dim, 'validation.required'));
    else if (!/^\d+$/.test(raw) || Number(raw) < MIN_DIMENSION)
      out.push(problem(dim, 'validation.greaterThan', { value: MIN_DIMENSION - 1 }));
  }
  for (const measure of ['weight', 'volume'] as const) {
    const raw = String(input[measure] ?? '')
      .trim()
      .replace(',', '.');
    if (!raw) out.push(problem(measure, 'validation.required'));
    else if (!Number.isFinite(Number(raw)) || Number(raw) < 0)
      out.push(problem(measure, 'validation.uninformed'));
  }
  if (input.scanType && !(SCAN_TYPES as readonly string[]).includes(input.scanType))
    out.push(problem('scanType', 'validation.uninformed'));
  if (input.status && !(POSITION_STATUSES as readonly string[]).includes(input.status))
    out.push(problem('status', 'validation.uninformed'));
  return out;
}

/** The code a position is stored with: the full code, else its parts joined (codes uppercased). */
export const positionCodeOf = (input: PositionInput): string =>
  (text(input.code) || PARTS.map((p) => text(input[p])).join('-')).toUpperCase();

export const measureOf = (v: string | number | null | undefined): number | null => {
  const raw = String(v ?? '')
    .trim()
    .replace(',', '.');
  return raw === '' || !Number.isFinite(Number(raw)) ? null : Number(raw);
};

/** doc 3 §6: "One special layout (service tag, responsible, padlock columns) shows only to one
 * specific company, identified by its document." The seed does not say which: ours is the demo
 * principal (simulator/README.md "Positions register"). */
export const SPECIAL_LAYOUT_DOCUMENT = '11222333000181';
