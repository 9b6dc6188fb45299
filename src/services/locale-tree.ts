// The shape of locales/*.json (the sources of every console text, doc 1 §1, §9): nested keys,
// a message id is the dotted path ("api.login.success"). Pure, so the build (the compiled-locales
// Vite plugin) and the tests read the files the same way.

export type Tree = { [key: string]: string | Tree };

export function flattenMessages(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, flattenMessages(value, `${prefix}${key}.`));
  }
  return out;
}

/** A language's messages completed with the fallback's for the ids it lacks or leaves empty
 * (doc 1 §9: pt-BR is the fallback). */
export function withFallback(tree: Tree, fallback: Tree): Record<string, string> {
  const own = Object.entries(flattenMessages(tree)).filter(([, text]) => text.trim() !== '');
  return { ...flattenMessages(fallback), ...Object.fromEntries(own) };
}
