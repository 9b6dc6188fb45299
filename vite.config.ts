import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The console's API base URL is configuration (VITE_API_BASE_URL, default '/api') so it can point
// at a real platform; in dev, /api, /__sim, /docs and /mqtt are proxied to the simulator.
const simulator = `http://127.0.0.1:${process.env.SIM_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react()],
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
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
});
