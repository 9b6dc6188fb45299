// Small values the orders-area seed files share (demo-orders.ts and the demo-* files it draws on).
export const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();
export const round2 = (n: number) => Math.round(n * 100) / 100;
export const pad = (n: number, w = 6) => String(n).padStart(w, '0');
