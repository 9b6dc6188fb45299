import { compilePathPattern, compileTopicFilter } from '../http/patterns';

/** The fields of an entry the journal's filters read. */
interface Matched {
  kind: 'http' | 'mqtt';
  route: string | null;
  url: string;
  topic: string;
}

/** `route` filter: an HTTP route pattern (`/api/nps/:code`, `*` wildcards) or an MQTT topic filter. */
export function matcherOf(route: string): (e: Matched) => boolean {
  const path = compilePathPattern(route);
  const topic = compileTopicFilter(route);
  return (e) =>
    e.kind === 'http' ? e.route === route || path.test(e.url.split('?')[0]) : topic.test(e.topic);
}

/** `status` filter: `404`, or a class `4xx`. */
export function statusMatcher(status: string): (s: number) => boolean {
  const cls = /^([0-9])xx$/i.exec(status);
  if (cls) return (s) => Math.floor(s / 100) === Number(cls[1]);
  return (s) => s === Number(status);
}
