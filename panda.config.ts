import { defineConfig } from '@pandacss/dev';

// Panda extracts only literal style values: keep every style value in src/ literal.
// The design system (src/ui) styles its parts with atomic recipes (cva/sva) next to each part and
// these shared tokens; screens use the same tokens, never raw colours.
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  globalCss: {
    html: { fontSize: '16px', WebkitTextSizeAdjust: '100%' },
    body: {
      fontFamily: 'body',
      fontSize: 'sm',
      lineHeight: '1.45',
      color: 'text',
      bg: 'canvas',
      WebkitFontSmoothing: 'antialiased',
    },
    // A visible focus ring everywhere, even on elements no recipe styles (DESIGN §4: operators
    // work from the keyboard).
    ':focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    '::selection': { bg: 'brand.100' },
  },
  theme: {
    extend: {
      tokens: {
        colors: {
          brand: {
            50: { value: '#e6f0f8' },
            100: { value: '#c0d8ee' },
            200: { value: '#8fb9de' },
            500: { value: '#01579B' },
            600: { value: '#014a84' },
            700: { value: '#013c6b' },
          },
        },
        fonts: {
          body: {
            value:
              'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
          },
          mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace' },
        },
        zIndex: {
          sticky: { value: 100 },
          dropdown: { value: 1000 },
          overlay: { value: 1300 },
          modal: { value: 1400 },
          popover: { value: 1500 },
          toast: { value: 1700 },
        },
        fontSizes: {
          // Dense tables for operators (DESIGN §4): 13px cells.
          table: { value: '0.8125rem' },
        },
      },
      semanticTokens: {
        colors: {
          accent: { value: '{colors.brand.500}' },
          accentHover: { value: '{colors.brand.600}' },
          accentActive: { value: '{colors.brand.700}' },
          accentSubtle: { value: '{colors.brand.50}' },
          danger: { value: '{colors.red.600}' },
          dangerHover: { value: '{colors.red.700}' },
          dangerSubtle: { value: '{colors.red.50}' },
          warning: { value: '{colors.amber.600}' },
          warningSubtle: { value: '{colors.amber.50}' },
          success: { value: '{colors.green.600}' },
          successSubtle: { value: '{colors.green.50}' },
          info: { value: '{colors.brand.500}' },
          muted: { value: '{colors.gray.600}' },
          text: { value: '{colors.gray.900}' },
          textMuted: { value: '{colors.gray.600}' },
          border: { value: '{colors.gray.300}' },
          borderStrong: { value: '{colors.gray.500}' },
          surface: { value: '{colors.white}' },
          surfaceHover: { value: '{colors.gray.100}' },
          surfaceSelected: { value: '{colors.brand.50}' },
          canvas: { value: '{colors.gray.50}' },
          focusRing: { value: '{colors.brand.500}' },
          // Toast backgrounds: white text on each keeps a contrast ratio of at least 4.5:1.
          toastSuccess: { value: '{colors.green.700}' },
          toastError: { value: '{colors.red.700}' },
          toastWarning: { value: '{colors.amber.800}' },
          toastInfo: { value: '{colors.brand.600}' },
        },
        shadows: {
          popover: { value: '0 8px 24px rgba(15, 23, 42, 0.16), 0 2px 6px rgba(15, 23, 42, 0.08)' },
          card: { value: '0 1px 2px rgba(15, 23, 42, 0.06), 0 1px 3px rgba(15, 23, 42, 0.08)' },
        },
      },
      keyframes: {
        fadeIn: { from: { opacity: '0' }, to: { opacity: '1' } },
        fadeOut: { from: { opacity: '1' }, to: { opacity: '0' } },
        popIn: {
          from: { opacity: '0', transform: 'scale(0.97)' },
          to: { opacity: '1', transform: 'scale(1)' },
        },
        shimmer: { '0%': { opacity: '1' }, '50%': { opacity: '0.45' }, '100%': { opacity: '1' } },
      },
    },
  },
});
