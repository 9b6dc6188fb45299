import { DIST_DIR } from '../simulator/server/paths';
import {
  biggestModules,
  loginPageJs,
  type PageJs,
  signedInPageJs,
  TYPICAL_SIGNED_IN_PAGE,
} from './bundle-size';

// issue 17 "Console weight": the login page's JavaScript ≤ 150 KB gzip, a signed-in page's first
// load ≤ 350 KB; each page's heaviest packages and files, so a regression names its cause.
const LOGIN_GOAL_KB = 150;
const SIGNED_IN_GOAL_KB = 350;
const BIGGEST = 12;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printPage(title: string, page: PageJs, goalKb: number) {
  const size = page.gzipBytes / 1024;
  console.log(`\n${title} (gzip)`);
  console.log(`  ${page.files.length} file(s) from ${page.source}: ${page.files.join(', ')}`);
  console.log(`  ${size.toFixed(1)} KB gzip — goal ≤ ${goalKb} KB: ${size <= goalKb ? 'OK' : 'OVER'}`);
  console.log(
    `  heavy libraries in it (echarts, leaflet, jspdf, exceljs): ${page.heavy.length ? page.heavy.join(', ') : 'none'}`,
  );
}

function printBiggest(distDir: string, page: PageJs) {
  const modules = biggestModules(distDir, page, BIGGEST);
  if (!modules) {
    console.log('  biggest modules: unavailable (a build older than this bench; npm run build)');
    return;
  }
  console.log(
    `  biggest ${BIGGEST} packages / files in it (share of the gzip size; code before minification):`,
  );
  for (const m of modules)
    console.log(`    ${kb(m.gzipBytes).padStart(6)} KB  ${kb(m.bytes).padStart(7)} KB code  ${m.name}`);
}

/** Prints the console's weight from a built dist/. */
export function printConsoleWeight(distDir: string): void {
  const login = loginPageJs(distDir);
  printPage('login page JavaScript', login, LOGIN_GOAL_KB);
  printBiggest(distDir, login);
  const signedIn = signedInPageJs(distDir);
  printPage(`signed-in page first load, ${TYPICAL_SIGNED_IN_PAGE.path}`, signedIn, SIGNED_IN_GOAL_KB);
  printBiggest(distDir, signedIn);
}

// `tsx bench/console-weight.ts` weighs the last `npm run build` alone.
if (import.meta.url === `file://${process.argv[1]}`) printConsoleWeight(DIST_DIR);
