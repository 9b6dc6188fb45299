import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenarioArgs, UsageError } from '../../../simulator/scenarios/args';
import { laneSessions } from '../../../simulator/scenarios/http-executor';
import { REPORTS_DIR } from '../../../simulator/scenarios/report';

// `npm run scenarios` options (issue 28): what each becomes, and the ones refused with exit status 2.

const parse = (...argv: string[]) => parseScenarioArgs(argv, '/work/here');
const refused = (argv: string[], message: RegExp) => {
  expect(() => parse(...argv)).toThrow(UsageError);
  expect(() => parse(...argv)).toThrow(message);
};

describe('parseScenarioArgs', () => {
  it('keeps the in-process defaults without options: reports/, no URL, shrinking on', () => {
    expect(parse()).toMatchObject({ replay: [], shrink: true, ui: false, out: REPORTS_DIR, help: false });
    expect(parse().url).toBeUndefined();
    expect(parse().junit).toBeUndefined();
  });

  it('reads a run against an instance: URL without its trailing slash, session, machines, folders', () => {
    const command = parse(
      '--url',
      'http://sim.example:3000/',
      '--session',
      'ci-42',
      '--machine',
      'survey,session',
      '--machine',
      'order',
      '--out',
      'out/a',
      '--junit',
      '/tmp/junit.xml',
      '--seed',
      '7',
      '--workers',
      '3',
    );
    expect(command).toMatchObject({
      url: 'http://sim.example:3000',
      session: 'ci-42',
      machines: ['survey', 'session', 'order'],
      out: join('/work/here', 'out/a'),
      junit: '/tmp/junit.xml',
      seed: 7,
      workers: 3,
    });
  });

  it('turns --replay ids into paths of their machines and runs them on one worker', () => {
    const command = parse('--replay', 'survey:0.4.7', '--workers', '4');
    expect(command.replay.map((p) => [p.machine, p.events])).toEqual([['survey', [0, 4, 7]]]);
    expect(command.machines).toEqual(['survey']);
    expect(command.workers).toBe(1);
  });

  it('refuses a URL that is not http(s)', () => {
    refused(['--url', 'localhost:3000'], /http:\/\/ or https:\/\//);
    refused(['--url', 'not a url'], /is not a URL/);
  });

  it('refuses --session without --url, and a session name the simulator would refuse', () => {
    refused(['--session', 'ci'], /give its --url too/);
    refused(['--url', 'http://h', '--session', 'bad name'], /letters, digits/);
    // the workers' sessions carry a suffix: it must fit too
    refused(['--url', 'http://h', '--session', 'x'.repeat(63), '--workers', '2'], /-2/);
  });

  it('refuses --ui with --url: the UI models walk the console against its own simulator', () => {
    refused(['--url', 'http://h', '--ui'], /leave it out with --url/);
  });

  it('refuses numbers out of range, unknown options, positional words and unknown machines', () => {
    refused(['--workers', '0'], /--workers must be an integer ≥ 1/);
    refused(['--seed', '1.5'], /--seed must be an integer/);
    refused(['--walks', '-1'], /--walks/);
    refused(['--length', 'ten'], /--length/);
    refused(['--bogus'], /Unknown option '--bogus'/);
    refused(['survey'], /positional/);
    refused(['--machine', 'nope'], /no scenario machine "nope"/);
    refused(['--replay', 'survey:x.y'], /--replay survey:x.y/);
    refused(['--out', ''], /--out needs a path/);
  });
});

describe('laneSessions', () => {
  it('is --session itself for one worker, <session>-1…N for more', () => {
    expect(laneSessions('ci', 1)).toEqual(['ci']);
    expect(laneSessions('ci', 3)).toEqual(['ci-1', 'ci-2', 'ci-3']);
  });
});
