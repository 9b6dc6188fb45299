// npm run dev: the simulator under `tsx watch` on SIM_PORT (default 3001) and vite on PORT
// (default 3000); vite.config.ts proxies /api, /__sim, /docs and /mqtt to the simulator.
// When either process ends, or on Ctrl-C / SIGTERM, both are stopped.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const simPort = process.env.SIM_PORT ?? '3001';
const port = process.env.PORT ?? '3000';

const children = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'simulator/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // vite serves the console in dev; the simulator serves only the API side.
    env: { ...process.env, PORT: simPort, SERVE_CONSOLE: '0' },
  }),
  spawn(bin('vite'), ['--port', port, '--strictPort'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: port, SIM_PORT: simPort },
  }),
];

let stopping = false;
let exitCode = 0;
const ended = (child) => child.exitCode !== null || child.signalCode !== null;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  exitCode = code;
  for (const child of children) if (!ended(child)) child.kill('SIGTERM');
  // a child that ignores SIGTERM does not keep us waiting
  setTimeout(() => process.exit(exitCode), 5000).unref();
}

for (const child of children) {
  child.on('exit', (code) => {
    stopAll(code ?? 0);
    if (children.every(ended)) process.exit(exitCode);
  });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
