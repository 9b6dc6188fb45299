import type { Plugin } from 'vite';

// issue 17 (console weight): `npm run bench` names the biggest modules of the login page, so a
// regression names its cause. The build writes, next to Vite's manifest, each chunk's modules and
// the bytes of code each one keeps in it (after tree-shaking, before minification):
// .vite/module-sizes.json = { "assets/index-….js": { "<module id>": bytes, … }, … }.

export const MODULE_SIZES_FILE = '.vite/module-sizes.json';

export function moduleSizes(): Plugin {
  return {
    name: 'module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const sizes: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        sizes[output.fileName] = Object.fromEntries(
          Object.entries(output.modules)
            .filter(([, module]) => module.renderedLength > 0)
            .map(([id, module]) => [id, module.renderedLength]),
        );
      }
      this.emitFile({ type: 'asset', fileName: MODULE_SIZES_FILE, source: JSON.stringify(sizes) });
    },
  };
}
