import { defineConfig } from '@pandacss/dev';

// Panda extracts only literal style values: keep every style value in src/ literal.
export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: [],
  jsxFramework: 'react',
  outdir: 'styled-system',
  theme: {
    extend: {
      tokens: {
        colors: {
          brand: {
            50: { value: '#e6f0f8' },
            100: { value: '#c0d8ee' },
            500: { value: '#01579B' },
            600: { value: '#014a84' },
            700: { value: '#013c6b' },
          },
        },
      },
      semanticTokens: {
        colors: {
          accent: { value: '{colors.brand.500}' },
          accentHover: { value: '{colors.brand.600}' },
          danger: { value: '{colors.red.600}' },
          warning: { value: '{colors.amber.600}' },
          success: { value: '{colors.green.600}' },
          muted: { value: '{colors.gray.600}' },
          border: { value: '{colors.gray.300}' },
          surface: { value: '{colors.white}' },
          canvas: { value: '{colors.gray.50}' },
        },
      },
    },
  },
});
