import type { Progress } from './runner';

/**
 * A progress bar on stderr (stdout keeps the summary, so it can be piped). On a terminal it
 * redraws one line; elsewhere (CI logs) it prints a line every 10%.
 */
export function progressBar(stream: NodeJS.WriteStream = process.stderr): {
  update(p: Progress): void;
  end(): void;
} {
  const width = 30;
  let lastTenth = -1;
  let drawn = false;
  return {
    update({ done, total, failed }) {
      const share = total ? done / total : 1;
      const filled = Math.round(share * width);
      const line = `  [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} paths${failed ? `, ${failed} failed` : ''}`;
      if (stream.isTTY) {
        stream.write(`\r${line}`);
        drawn = true;
        return;
      }
      const tenth = Math.floor(share * 10);
      if (tenth !== lastTenth) {
        lastTenth = tenth;
        stream.write(`${line}\n`);
      }
    },
    end() {
      if (drawn) stream.write('\n');
    },
  };
}
