import type { ReplayProgress } from './replay';

const WIDTH = 28;

/** One line, redrawn in place on a terminal: bar, messages, file offset, loop, pause hint. */
export function progressLine(p: ReplayProgress, speed: number): string {
  const ratio = p.total > 0 && Number.isFinite(p.total) ? Math.min(1, p.sent / p.total) : 0;
  const filled = Math.round(ratio * WIDTH);
  const bar = `${'█'.repeat(filled)}${'░'.repeat(WIDTH - filled)}`;
  const loops = Number.isFinite(p.loops) ? `${p.loop}/${p.loops}` : `${p.loop}/∞`;
  const state = p.paused ? 'PAUSED — space to resume' : 'space: pause, q: stop';
  return `[${bar}] ${(ratio * 100).toFixed(0).padStart(3)}% ${p.sent}/${Number.isFinite(p.total) ? p.total : '∞'} · t=${(p.at / 1000).toFixed(1)}/${(p.span / 1000).toFixed(1)} s · ×${speed} · loop ${loops} · ${state}`;
}

/** Redraws at most every 100 ms (and always on pause changes) on a TTY; nothing otherwise. */
export function progressPrinter(stream: NodeJS.WriteStream, speed: number) {
  let last = 0;
  let lastPaused = false;
  return {
    update(p: ReplayProgress) {
      if (!stream.isTTY) return;
      const now = performance.now();
      if (now - last < 100 && p.paused === lastPaused && p.sent !== p.total) return;
      last = now;
      lastPaused = p.paused;
      stream.write(`\r\x1b[2K${progressLine(p, speed)}`);
    },
    done() {
      if (stream.isTTY) stream.write('\n');
    },
  };
}
