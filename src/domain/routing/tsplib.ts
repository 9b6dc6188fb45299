import type { XY } from './distance';

/** A TSPLIB instance with EDGE_WEIGHT_TYPE EUC_2D (NODE_COORD_SECTION). */
export interface TsplibInstance {
  name: string;
  optimum: number | null;
  points: XY[];
}

/** Parses the TSPLIB text; throws on another edge weight type or a missing coordinate section. */
export function parseTsplib(text: string): TsplibInstance {
  const header = new Map<string, string>();
  const points: XY[] = [];
  let inCoords = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '' || line === 'EOF') continue;
    if (line === 'NODE_COORD_SECTION') {
      inCoords = true;
      continue;
    }
    if (inCoords) {
      const [, x, y] = line.split(/\s+/).map(Number);
      if (Number.isFinite(x) && Number.isFinite(y)) points.push({ x, y });
      continue;
    }
    const at = line.indexOf(':');
    if (at > 0) header.set(line.slice(0, at).trim().toUpperCase(), line.slice(at + 1).trim());
  }
  const type = header.get('EDGE_WEIGHT_TYPE');
  if (type !== 'EUC_2D') throw new Error(`EDGE_WEIGHT_TYPE ${type ?? '(none)'}: only EUC_2D is read`);
  if (points.length < 2) throw new Error('NODE_COORD_SECTION: fewer than 2 nodes');
  const optimum = Number(header.get('OPTIMUM'));
  return { name: header.get('NAME') ?? '', optimum: Number.isFinite(optimum) ? optimum : null, points };
}
