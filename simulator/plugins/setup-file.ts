import { type } from 'arktype';
import { seedSpecSchema } from '../seed/sizes';
import { faultRuleInput } from './fault-rules';
import { digestOf, type Snapshot } from './snapshots';
import { stubRuleInput } from './stub-rules';

/**
 * A session's setup as one file (issue 29 "Setups that survive"): what the data folder keeps of a
 * session and what GET /__sim/sessions/:name/export answers — its seed, clock, fault and stub
 * rules, and the snapshots taken from it (database bytes in base64). The same file is read back
 * at start and by the import call. `version` grows when the shape changes; a simulator refuses a
 * file newer than it reads.
 */
export const SETUP_FORMAT = 'sim-setup';
export const SETUP_VERSION = 1;

/** Every SQLite database file starts with these 16 bytes. */
const SQLITE_HEADER = 'SQLite format 3\0';

const clockSetting = type({ fixed: 'number | null', offset: 'number', 'rate?': '0 <= number <= 1000000' });

const keptSnapshot = type({
  id: /^[A-Za-z0-9._:-]{1,64}$/,
  session: 'string',
  takenAt: 'string',
  digest: 'string',
  clock: clockSetting,
  faults: faultRuleInput.array(),
  stubs: stubRuleInput.array(),
  /** the database, base64 */
  image: 'string',
}).narrow((snapshot, ctx) => {
  const head = Buffer.from(snapshot.image.slice(0, 24), 'base64').subarray(0, 16).toString('latin1');
  return head === SQLITE_HEADER || ctx.reject({ expected: 'a SQLite database in base64', path: ['image'] });
});

/** What a file must say before anything else is read: what it is and which version wrote it. */
export const setupEnvelope = type({ format: `'${SETUP_FORMAT}'`, version: 'number.integer >= 1' });

export const setupFile = type({
  format: `'${SETUP_FORMAT}'`,
  version: 'number.integer >= 1',
  session: 'string',
  'exportedAt?': 'string',
  seed: seedSpecSchema,
  clock: clockSetting,
  faults: faultRuleInput.array(),
  stubs: stubRuleInput.array(),
  snapshots: keptSnapshot.array().atMostLength(32),
});
export type SetupFile = typeof setupFile.infer;
export type KeptSnapshot = typeof keptSnapshot.infer;

export const toKept = ({ image, ...rest }: Snapshot): KeptSnapshot => ({
  ...rest,
  image: image.toString('base64'),
});
/** A kept snapshot back in memory; its digest is computed again, not taken from the file. */
export const fromKept = ({ image, ...rest }: KeptSnapshot): Snapshot => {
  const bytes = Buffer.from(image, 'base64');
  return { ...rest, image: bytes, digest: digestOf(bytes) };
};

/** Why a parsed file cannot be read (null when it can): a newer version is said as such. */
export function setupProblem(value: unknown): { newer: number } | { reason: string } | null {
  const envelope = setupEnvelope(value);
  if (envelope instanceof type.errors) return { reason: envelope.summary };
  if (envelope.version > SETUP_VERSION) return { newer: envelope.version };
  const file = setupFile(value);
  return file instanceof type.errors ? { reason: file.summary } : null;
}
