#!/usr/bin/env node
// Runs Biome's platform binary directly. The npm registry this project installs from serves only
// Biome's Linux binaries, and the @biomejs/biome wrapper lists every platform's binary as an
// optional dependency — which makes `npm ci` refuse the lockfile ("Missing: @biomejs/cli-… from
// lock file"). So package.json depends on the Linux binaries (optional, by CPU) and this picks one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const candidates = [
  `@biomejs/cli-${process.platform}-${process.arch}`,
  `@biomejs/cli-${process.platform}-${process.arch}-musl`,
];
let binary;
for (const name of candidates) {
  try {
    const path = require.resolve(`${name}/biome`);
    if (existsSync(path)) {
      binary = path;
      break;
    }
  } catch {}
}
if (!binary) {
  console.error(`biome: no Biome binary for ${process.platform}-${process.arch}; install ${candidates[0]}`);
  process.exit(1);
}
const result = spawnSync(binary, process.argv.slice(2), { stdio: 'inherit' });
process.exit(result.status ?? 1);
