import { DEMO_DOCUMENTS } from '../seed/demo/companies';
import { DEMO_LOGINS, DEMO_PASSWORD } from '../seed/demo/users';

const pad = (text: string, width: number) => text.padEnd(width);

const CONSOLE_LINE: Record<ConsoleState, (url: string) => string> = {
  served: (url) => url,
  disabled: () => '(not served: SERVE_CONSOLE=0; npm run dev serves it with vite)',
  'not built': () => '(dist/ missing: run npm run build, or npm start)',
};

/** What `npm start` prints: where everything is, and who can sign in. */
export type ConsoleState = 'served' | 'disabled' | 'not built';

export function banner(lines: {
  url: string;
  apiPrefix: string;
  mqtt: string;
  console: ConsoleState;
}): string {
  const rows = DEMO_LOGINS.map(
    (l) => `  ${pad(l.userName, 10)} ${pad(l.type, 9)} ${pad(DEMO_DOCUMENTS[l.company], 15)} ${l.purpose}`,
  );
  return [
    '',
    `Simulator ready at ${lines.url}`,
    `  console  ${CONSOLE_LINE[lines.console](lines.url)}`,
    `  API      ${lines.url}${lines.apiPrefix}`,
    `  docs     ${lines.url}/docs`,
    `  control  ${lines.url}/__sim (reset, seed, journal; header x-sim-session)`,
    `  MQTT     ${lines.mqtt}`,
    '',
    `Demo logins (password "${DEMO_PASSWORD}"):`,
    `  ${pad('username', 10)} ${pad('type', 9)} ${pad('company', 15)} purpose`,
    ...rows,
    '',
  ].join('\n');
}
