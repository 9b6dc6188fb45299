import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { DriftReport } from './replay';

const USAGE = `npm run har -- replay <file.har> [options]

  Replays a HAR's calls against a running simulator (POST /__sim/har/replay) and prints the drift
  report: per operation, the status and body-shape differences between the recording and the
  simulator. Exits 0 without drift, 1 with drift, 2 on an error.

      --url URL        the simulator (default http://localhost:$PORT, PORT 3000 unless set)
      --session NAME   the x-sim-session to replay in (default: the default session)
      --json           print the report as JSON only (npm run -s har -- … keeps npm's banner out)
`;

type Report = DriftReport & { session: string };

function formatReport(report: Report): string {
  const lines = [
    `session ${report.session}: ${report.calls} calls, ${report.replayed} replayed, ${report.skipped} skipped, ${report.drifted} drifted`,
  ];
  for (const op of report.operations) {
    lines.push(`${op.drifted ? '✗' : '✓'} ${op.operation} — ${op.calls} call(s), ${op.drifted} drifted`);
    for (const s of op.statuses)
      lines.push(`    status ${s.recorded} recorded, ${s.simulator} simulated (${s.calls}×)`);
    for (const d of op.differences) {
      const what =
        d.kind === 'type'
          ? `type ${d.recorded} → ${d.simulator}`
          : d.kind === 'missing'
            ? 'missing in the simulator'
            : 'only in the simulator';
      lines.push(`    ${d.path || '(body)'}: ${what} (${d.calls}×)`);
    }
  }
  return lines.join('\n');
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { url: { type: 'string' }, session: { type: 'string' }, json: { type: 'boolean' } },
  });
  const [command, file] = positionals;
  if (command !== 'replay' || !file) {
    console.error(USAGE);
    return 2;
  }
  const text = await readFile(file, 'utf8');
  const base = (values.url ?? `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '');
  const res = await fetch(`${base}/__sim/har/replay`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(values.session ? { 'x-sim-session': values.session } : {}),
    },
    body: text,
  });
  const answer = (await res.json()) as Report & { message?: string };
  if (!res.ok) {
    console.error(`${file}: ${res.status} ${answer.message ?? ''}`);
    return 2;
  }
  console.log(values.json ? JSON.stringify(answer, null, 2) : formatReport(answer));
  return answer.drifted > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error((error as { cause?: Error }).cause?.message ?? (error as Error).message);
    process.exit(2);
  },
);
