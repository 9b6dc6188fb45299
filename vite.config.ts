import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compiledLocales } from './scripts/compiled-locales.ts';
import { moduleSizes } from './scripts/module-sizes.ts';

// The console's API base URL is configuration (VITE_API_BASE_URL, default '/api') so it can point
// at a real platform; in dev, /api, /__sim, /docs and /mqtt are proxied to the simulator.
const simulator = `http://127.0.0.1:${process.env.SIM_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), compiledLocales(), moduleSizes()],
  resolve: {
    // Messages arrive precompiled (scripts/compiled-locales.ts), so the ICU parser never runs in the
    // browser: react-intl's own recommendation is to swap it for its no-parser build (~8 KB gzip).
    // Exact match only: the no-parser module lives under the same package name.
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': simulator,
      '/__sim': simulator,
      '/docs': simulator,
      '/mqtt': { target: simulator, ws: true },
      '/device-service': simulator,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    // Two pages: the console, and the simulator's control page (issue 19; the simulator serves it at
    // /__sim, simulator/plugins/console.ts). In dev, open it at /control.html.
    rollupOptions: { input: { main: 'index.html', control: 'control.html' } },
  },
});
