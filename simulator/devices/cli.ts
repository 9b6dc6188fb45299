import { parseArgs } from 'node:util';
import { DEFAULT_OPERATOR_PASSWORD, OPERATOR_USER } from './broker-auth';
import { generate } from './tools/generate';
import { readTraffic } from './tools/jsonl';
import { progressPrinter } from './tools/progress';
import { record } from './tools/record';
import { Replay, type ReplayProgress } from './tools/replay';
import { formatReport } from './tools/report';

const USAGE = `npm run devices -- <command> <file> [options]

  record <file>      capture device topics to JSON Lines (t, topic, qos, retain, payload)
      --url URL          broker (default MQTT_URL, else mqtt://wh-operator:$MQTT_OPERATOR_PASSWORD@localhost:$MQTT_PORT,
                         password wh-operator and port 1883 unless set)
      --topic FILTER     topic filter, repeatable (default wh/#)
      --duration S       stop after S seconds (default: Ctrl-C)
      --retained         keep the retained messages handed over at subscription

  generate <file>    synthetic RFID portal traffic
      --portals N --tags N --rate N --seed N   (defaults 2, 20, 50, 1)
      --company DOC      company document (default the demo principal)
      --qos 0|1          (default 1)

  replay <file>      publish a file again and report expected versus actual
      --url URL          broker (as for record)
      --speed X          speed factor (default 1)
      --loop             play until stopped (q or Ctrl-C); --loops N plays N times
      --from T --until T part of the file (offsets: 1500, 1500ms, 12s, 2m)
      --drop P --duplicate P --delay P --delay-ms MS --reorder P   faults (probabilities 0..1)
      --fault-seed N     seed of the faults (default 1)
      --qos 0|1          override the recorded QoS
      --commands         also publish the recorded commands (cmd/*), e.g. light on/off scripts
      --settle MS        quiet time before the report (default 3000)
      --json             print the report as JSON only (through npm: npm run -s devices -- …, so
                         npm's own banner is not printed before it)
  While replaying on a terminal: space pauses and resumes, q stops.
`;

function offset(text: string | undefined, name: string): number | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d+(?:\.\d+)?)(ms|s|m)?$/.exec(text.trim());
  if (!m) throw new Error(`--${name}: an offset such as 1500, 1500ms, 12s or 2m (was "${text}")`);
  const n = Number(m[1]);
  return Math.round(m[2] === 's' ? n * 1000 : m[2] === 'm' ? n * 60_000 : n);
}

function number(
  text: string | undefined,
  name: string,
  fallback: number,
  min = 0,
  max = Number.POSITIVE_INFINITY,
): number {
  if (text === undefined) return fallback;
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max)
    throw new Error(`--${name} must be a number from ${min} to ${max} (was "${text}")`);
  return n;
}

/** MQTT_URL, else the simulator's embedded broker as its operator (devices/broker-auth.ts). */
const defaultUrl = () =>
  process.env.MQTT_URL ||
  `mqtt://${OPERATOR_USER}:${encodeURIComponent(process.env.MQTT_OPERATOR_PASSWORD || DEFAULT_OPERATOR_PASSWORD)}@localhost:${process.env.MQTT_PORT || 1883}`;

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      url: { type: 'string' },
      topic: { type: 'string', multiple: true },
      duration: { type: 'string' },
      retained: { type: 'boolean' },
      portals: { type: 'string' },
      tags: { type: 'string' },
      rate: { type: 'string' },
      seed: { type: 'string' },
      company: { type: 'string' },
      qos: { type: 'string' },
      speed: { type: 'string' },
      loop: { type: 'boolean' },
      loops: { type: 'string' },
      from: { type: 'string' },
      until: { type: 'string' },
      drop: { type: 'string' },
      duplicate: { type: 'string' },
      delay: { type: 'string' },
      'delay-ms': { type: 'string' },
      reorder: { type: 'string' },
      'fault-seed': { type: 'string' },
      settle: { type: 'string' },
      json: { type: 'boolean' },
      commands: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, file] = positionals;
  if (values.help || !command) {
    process.stdout.write(USAGE);
    return command ? 0 : 1;
  }
  if (!file) throw new Error(`${command}: name the file`);
  const qos = values.qos === undefined ? undefined : (number(values.qos, 'qos', 1, 0, 1) as 0 | 1);
  const url = values.url ?? defaultUrl();

  if (command === 'record') {
    const recording = await record({
      url,
      file,
      topics: values.topic,
      durationMs: values.duration ? number(values.duration, 'duration', 0, 0) * 1000 : undefined,
      retained: values.retained,
      onMessage: (n) => process.stderr.isTTY && process.stderr.write(`\rrecording ${file}: ${n} messages`),
    });
    process.stderr.write(`recording ${url} → ${file} (Ctrl-C to stop)\n`);
    process.once('SIGINT', () => recording.stop());
    const count = await recording.done;
    process.stderr.write(`\n${count} messages written to ${file}\n`);
    return 0;
  }

  if (command === 'generate') {
    const result = await generate({
      file,
      portals: number(values.portals, 'portals', 2, 1, 99),
      tags: number(values.tags, 'tags', 20, 1, 10_000_000),
      rate: number(values.rate, 'rate', 50, 0.001),
      seed: number(values.seed, 'seed', 1, 0, 4294967295),
      company: values.company,
      qos,
    });
    process.stdout.write(
      `${file}: ${result.reads} reads, ${result.passes} passes over ${(result.durationMs / 1000).toFixed(1)} s\n`,
    );
    return 0;
  }

  if (command === 'replay') {
    const lines = await readTraffic(file);
    const speed = number(values.speed, 'speed', 1, 0.01, 10_000);
    const printer = progressPrinter(process.stderr, speed);
    let last: ReplayProgress | null = null;
    const replay = new Replay({
      url,
      lines,
      speed,
      loops: values.loop ? Number.POSITIVE_INFINITY : number(values.loops, 'loops', 1, 1),
      from: offset(values.from, 'from'),
      until: offset(values.until, 'until'),
      qos,
      commands: values.commands,
      settleMs: values.settle ? number(values.settle, 'settle', 3000, 0) : undefined,
      faults: {
        drop: number(values.drop, 'drop', 0, 0, 1),
        duplicate: number(values.duplicate, 'duplicate', 0, 0, 1),
        delay: number(values.delay, 'delay', 0, 0, 1),
        delayMs: number(values['delay-ms'], 'delay-ms', 200, 0),
        reorder: number(values.reorder, 'reorder', 0, 0, 1),
        seed: number(values['fault-seed'], 'fault-seed', 1, 0, 4294967295),
      },
      onProgress: (p) => {
        last = p;
        printer.update(p);
      },
    });
    // Keys on a terminal: space pauses/resumes, q (or Ctrl-C) stops and reports.
    const stdin = process.stdin;
    const keys = (key: Buffer) => {
      const k = key.toString();
      if (k === ' ') {
        const paused = replay.toggle();
        if (last) printer.update({ ...last, paused });
      } else if (k === 'q' || k === '\u0003') replay.stop();
    };
    if (stdin.isTTY) {
      stdin.setRawMode(true);
      stdin.resume();
      stdin.on('data', keys);
    }
    process.once('SIGINT', () => replay.stop());
    try {
      const report = await replay.run();
      printer.done();
      process.stdout.write(values.json ? `${JSON.stringify(report, null, 2)}\n` : formatReport(report));
      return report.ok ? 0 : 2;
    } finally {
      if (stdin.isTTY) {
        stdin.setRawMode(false);
        stdin.off('data', keys);
        stdin.pause();
      }
    }
  }

  throw new Error(`unknown command "${command}"\n\n${USAGE}`);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`devices: ${error.message}\n`);
    process.exit(1);
  },
);
