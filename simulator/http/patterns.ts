/** Patterns the control API matches with (fault rules, journal queries). */

const literal = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

/**
 * A URL path pattern in Fastify's notation: `:name` matches one segment, `*` anything (also
 * across segments); otherwise literal. `/api/nps/:code` matches `/api/nps/NPS-OPEN`. The query
 * string is not part of the match. A `:name` that is an identifier is a named group (`code`), so
 * a stub's answer can use the value (plugins/stub-template.ts).
 */
export function compilePathPattern(pattern: string): RegExp {
  const named = new Set<string>();
  // a name used twice is a plain group the second time (a regular expression names a group once)
  const group = (name: string) => {
    if (!/^[A-Za-z_]\w*$/.test(name) || named.has(name)) return '[^/]+';
    named.add(name);
    return `(?<${name}>[^/]+)`;
  };
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? group(segment.slice(1))
        : segment
            .split('*')
            .map((part) => literal(part))
            .join('.*'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** An MQTT topic filter: `+` one level, `#` (last) this level and every one below. */
export function compileTopicFilter(filter: string): RegExp {
  const levels = filter.split('/');
  const source = levels
    .map((level, i) => {
      if (level === '#' && i === levels.length - 1) return null;
      if (level === '+') return '[^/]*';
      return literal(level).replace(/\*/g, '\\*');
    })
    .filter((l): l is string => l !== null)
    .join('/');
  return levels.at(-1) === '#'
    ? new RegExp(`^${source}${levels.length > 1 ? '(/.*)?' : '.*'}$`)
    : new RegExp(`^${source}$`);
}
