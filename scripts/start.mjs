// npm start: build the console when dist/ is missing or older than its sources, then run the
// simulator (console + API + docs + MQTT on one port, DESIGN §5). SKIP_BUILD=1 skips the check.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');
// What the console build reads. Simulator sources are not in the bundle.
const SOURCES = [
  'src',
  'locales',
  'index.html',
  'control.html',
  'public',
  'vite.config.ts',
  // The Vite plugins vite.config.ts imports: editing one changes the build's output.
  'scripts/compiled-locales.ts',
  'scripts/module-sizes.ts',
  'panda.config.ts',
  'postcss.config.cjs',
  'package.json',
];

/** Newest modification time under `path` (files and folders, recursively). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

function consoleIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return SOURCES.some((source) => newest(join(root, source)) > built);
}

if (process.env.SKIP_BUILD !== '1' && consoleIsStale()) {
  console.log('[start] console build missing or older than its sources: npm run build');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    // A production bundle whatever the caller's NODE_ENV (a test runner's "test" would make Vite
    // bundle React's development build and show the DEV ribbon).
    env: { ...process.env, NODE_ENV: 'production' },
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) {
    console.error(
      '[start] the console build failed; fix it, or run the API alone with SKIP_BUILD=1 npm start',
    );
    process.exit(build.status ?? 1);
  }
}

// `npm start -- --record <url>` and other arguments reach the server (simulator/server/config.ts)
const serverArgs = ['--import', 'tsx', join(root, 'simulator', 'server.ts'), ...process.argv.slice(2)];
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The server shuts down gracefully on SIGINT/SIGTERM; pass ours on and leave with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
