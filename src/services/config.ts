// Console configuration read at build time (Vite env) and from the page's host name.

/** Base URL of the platform API (DESIGN §4: configuration, default '/api'). */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) || '/api';

/** The DEV ribbon shows in non-production builds (doc 1 §2.6). */
export const isProduction: boolean = Boolean(import.meta.env.PROD);

export type BrandId = 'a' | 'b';

export interface Brand {
  id: BrandId;
  /** product name shown next to the logo and in the page title */
  name: string;
  logoUrl: string;
  loginBackgroundUrl: string;
}

const asset = (file: string) => `${import.meta.env.BASE_URL ?? '/'}brands/${file}`;

export const BRANDS: Record<BrandId, Brand> = {
  a: {
    id: 'a',
    name: 'Workflow',
    logoUrl: asset('brand-a-logo.svg'),
    loginBackgroundUrl: asset('brand-a-login.svg'),
  },
  b: {
    id: 'b',
    name: 'Cargo',
    logoUrl: asset('brand-b-logo.svg'),
    loginBackgroundUrl: asset('brand-b-login.svg'),
  },
};

/**
 * doc 1 §1: "the logo and the login background change with the host name (two brands)". Which
 * host gets which brand is not shown; our rule: a host name containing "cargo" (any case, e.g.
 * cargo.example.com, console-cargo.local) gets brand B, every other host brand A. `?brand=b` or
 * `?brand=a` in the address overrides it, so both brands can be seen on localhost.
 */
export function brandForHost(hostname: string, search = ''): Brand {
  const forced = new URLSearchParams(search).get('brand');
  if (forced === 'a' || forced === 'b') return BRANDS[forced];
  return hostname.toLowerCase().includes('cargo') ? BRANDS.b : BRANDS.a;
}

/** The brand of the page being shown. */
export const currentBrand: Brand =
  typeof window === 'undefined' ? BRANDS.a : brandForHost(window.location.hostname, window.location.search);
