import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BoundedMap } from '../bounded-map';
import { DEFAULT_SESSION } from '../store/registry';

export interface JournalEntry {
  at: string;
  method: string;
  url: string;
  status: number;
  ms: number;
}

const MAX_ENTRIES = 500;
const MAX_SESSIONS = 64;

/** A bounded ring of the last requests of one simulator session (DESIGN §5 "bounded journal"). */
export class Journal {
  private readonly entries: JournalEntry[] = [];
  private next = 0;

  add(entry: JournalEntry): void {
    if (this.entries.length < MAX_ENTRIES) this.entries.push(entry);
    else this.entries[this.next] = entry; // overwrite the oldest
    this.next = (this.next + 1) % MAX_ENTRIES;
  }

  /** oldest first */
  list(): JournalEntry[] {
    if (this.entries.length < MAX_ENTRIES) return [...this.entries];
    return [...this.entries.slice(this.next), ...this.entries.slice(0, this.next)];
  }

  clear(): void {
    this.entries.length = 0;
    this.next = 0;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    journalOf(session: string): Journal;
  }
}

export interface JournalOptions {
  /** only URLs starting with one of these are recorded (API and control calls, not static files) */
  prefixes: string[];
}

export const journalPlugin = fp(
  async (app: FastifyInstance, options: JournalOptions) => {
    const journals = new BoundedMap<string, Journal>(MAX_SESSIONS, undefined, (s) => s === DEFAULT_SESSION);
    const journalOf = (session: string) => {
      let journal = journals.get(session);
      if (!journal) {
        journal = new Journal();
        journals.set(session, journal);
      }
      return journal;
    };
    app.decorate('journalOf', journalOf);
    app.addHook('onResponse', async (request, reply) => {
      if (!options.prefixes.some((p) => request.url.startsWith(p))) return;
      journalOf(request.simSession).add({
        at: new Date().toISOString(),
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 100) / 100,
      });
    });
  },
  { name: 'journal', dependencies: ['sim-session'] },
);
