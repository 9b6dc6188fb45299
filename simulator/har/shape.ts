/*
 * The shape of a JSON body and the differences of two shapes (issue 29, the drift report): values
 * differ between a recording and a replay (ids, dates, counts), the shape of an answer is what a
 * client relies on. A shape is the JSON type of every field; an array's is the shape its items
 * have together (a field some item has counts).
 */

export type Shape =
  | { type: 'null' | 'string' | 'number' | 'boolean' }
  | { type: 'array'; items: Shape | null }
  | { type: 'object'; fields: Record<string, Shape> };

export interface ShapeDifference {
  /** where: `items[].customer.name`, `` for the body itself */
  path: string;
  kind: 'missing' | 'extra' | 'type';
  /** the recorded type and the simulator's (`type`); the one side's type otherwise */
  recorded?: string;
  simulator?: string;
}

export function shapeOf(value: unknown): Shape {
  if (value === null) return { type: 'null' };
  if (Array.isArray(value))
    return { type: 'array', items: value.reduce<Shape | null>((s, v) => join(s, shapeOf(v)), null) };
  if (typeof value === 'object') {
    const fields: Record<string, Shape> = {};
    for (const [key, v] of Object.entries(value)) fields[key] = shapeOf(v);
    return { type: 'object', fields };
  }
  const t = typeof value;
  return { type: t === 'number' || t === 'boolean' ? t : 'string' };
}

/** Two items' shapes as one: fields of either; a field whose type varies keeps the first's. */
function join(a: Shape | null, b: Shape): Shape {
  if (!a) return b;
  if (a.type === 'object' && b.type === 'object') {
    const fields = { ...a.fields };
    for (const [key, s] of Object.entries(b.fields)) fields[key] = key in fields ? join(fields[key], s) : s;
    return { type: 'object', fields };
  }
  if (a.type === 'array' && b.type === 'array')
    return { type: 'array', items: b.items ? join(a.items, b.items) : a.items };
  // null beside a value: the field is nullable, its type is the value's
  return a.type === 'null' ? b : a;
}

const child = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * What differs from the recorded shape to the simulator's. A null on either side is not a type
 * change (an optional value absent on one side); an empty array tells nothing of its items.
 */
export function shapeDifferences(recorded: Shape, simulator: Shape, path = ''): ShapeDifference[] {
  if (recorded.type === 'null' || simulator.type === 'null') return [];
  if (recorded.type !== simulator.type)
    return [{ path, kind: 'type', recorded: recorded.type, simulator: simulator.type }];
  if (recorded.type === 'array' && simulator.type === 'array') {
    if (!recorded.items || !simulator.items) return [];
    return shapeDifferences(recorded.items, simulator.items, `${path}[]`);
  }
  if (recorded.type === 'object' && simulator.type === 'object') {
    const out: ShapeDifference[] = [];
    for (const [key, s] of Object.entries(recorded.fields)) {
      const other = simulator.fields[key];
      if (!other) out.push({ path: child(path, key), kind: 'missing', recorded: s.type });
      else out.push(...shapeDifferences(s, other, child(path, key)));
    }
    for (const [key, s] of Object.entries(simulator.fields))
      if (!(key in recorded.fields)) out.push({ path: child(path, key), kind: 'extra', simulator: s.type });
    return out;
  }
  return [];
}
