import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

// The simulator as `npm run serve` runs it — a child process of its own, so a test can kill -9
// it and start it again on the same data folder (tests/api/durability).

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SERVER = fileURLToPath(new URL('../../../simulator/server.ts', import.meta.url));

/** A TCP port free on the loopback interface now (the system picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** everything it wrote to stdout and stderr */
  output: string;
}

export interface ServerProcess {
  readonly child: ChildProcess;
  /** resolves with the exit code and output once the process has ended */
  readonly exited: Promise<Exit>;
  /** what it wrote so far */
  output(): string;
}

/** Starts simulator/server.ts with `env` added to this process's environment. */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    cwd: ROOT,
    env: { ...process.env, SERVE_CONSOLE: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, output })),
  );
  return { child, exited, output: () => output };
}

/** Resolves once the server printed its banner (it listens); rejects when it ends first. */
export function ready(server: ServerProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!server.output().includes('Simulator ready at')) return;
      server.child.stdout?.off('data', check);
      resolve();
    };
    server.child.stdout?.on('data', check);
    void server.exited.then((exit) =>
      reject(new Error(`the simulator ended before it was ready:\n${exit.output}`)),
    );
    check();
  });
}

/** Ends the process (SIGTERM: its graceful shutdown) and waits for it. */
export async function stopServer(server: ServerProcess): Promise<Exit> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
  return server.exited;
}
