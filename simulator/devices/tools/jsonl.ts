import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

/**
 * A recorded or generated device traffic file (DESIGN §6): JSON Lines, one message a line —
 * `{ "t": <offset ms from the start>, "topic", "qos", "retain", "payload" }`. `payload` is the
 * parsed JSON when the message was JSON (every envelope is), otherwise the text.
 */
export interface TrafficLine {
  t: number;
  topic: string;
  qos: 0 | 1 | 2;
  retain: boolean;
  payload: unknown;
}

export function toLine(
  t: number,
  topic: string,
  qos: number,
  retain: boolean,
  payload: Buffer | string,
): TrafficLine {
  const text = typeof payload === 'string' ? payload : payload.toString('utf8');
  let value: unknown = text;
  if (text.length > 0) {
    try {
      value = JSON.parse(text);
    } catch {
      value = text;
    }
  }
  return {
    t: Math.max(0, Math.round(t)),
    topic,
    qos: (qos === 2 ? 2 : qos === 1 ? 1 : 0) as 0 | 1 | 2,
    retain,
    payload: value,
  };
}

export const payloadBytes = (line: TrafficLine): Buffer =>
  Buffer.from(typeof line.payload === 'string' ? line.payload : JSON.stringify(line.payload));

/** A line that is not a traffic line: its number and why (JSON, or the fields it lacks). */
export class TrafficLineError extends Error {
  constructor(
    where: string,
    readonly line: number,
    readonly reason: 'json' | 'fields',
  ) {
    super(
      `${where}:${line}: ${reason === 'json' ? 'not JSON' : 'needs t (number), topic (text) and payload'}`,
    );
  }
}

/** One line (number `n`) of a traffic file named `where`; null for a blank line. */
export function trafficLine(raw: string, where: string, n: number): TrafficLine | null {
  if (raw.trim() === '') return null;
  let value: Partial<TrafficLine>;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new TrafficLineError(where, n, 'json');
  }
  if (
    !value ||
    typeof value !== 'object' ||
    typeof value.t !== 'number' ||
    typeof value.topic !== 'string' ||
    !('payload' in value)
  ) {
    throw new TrafficLineError(where, n, 'fields');
  }
  return {
    t: value.t,
    topic: value.topic,
    qos: value.qos === 1 || value.qos === 2 ? value.qos : 0,
    retain: value.retain === true,
    payload: value.payload,
  };
}

// A file is replayed in time order whatever order its lines were written in.
const inTimeOrder = (lines: TrafficLine[]) => lines.sort((a, b) => a.t - b.t);

/** Reads a traffic file; bad lines are reported with their number, not skipped silently. */
export async function readTraffic(path: string): Promise<TrafficLine[]> {
  const lines: TrafficLine[] = [];
  const reader = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let n = 0;
  for await (const raw of reader) {
    n += 1;
    const line = trafficLine(raw, path, n);
    if (line) lines.push(line);
  }
  return inTimeOrder(lines);
}

/** A traffic file's text (an upload from the control page), read as `readTraffic` reads a file. */
export function parseTraffic(text: string, name: string): TrafficLine[] {
  const lines: TrafficLine[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = trafficLine(raw, name, i + 1);
    if (line) lines.push(line);
  });
  return inTimeOrder(lines);
}

export class TrafficWriter {
  private readonly out: WriteStream;
  count = 0;

  constructor(path: string) {
    this.out = createWriteStream(path, { encoding: 'utf8' });
  }

  write(line: TrafficLine): void {
    this.count += 1;
    this.out.write(`${JSON.stringify(line)}\n`);
  }

  close(): Promise<void> {
    return new Promise((resolve, reject) =>
      this.out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  }
}
