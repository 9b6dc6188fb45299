import { type IconProps, Svg } from '../../../ui/icons';

// Icons of the NPS actions (decorative: aria-hidden; the buttons carry the names), drawn like
// src/ui/icons.tsx.

export const CopyIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </Svg>
);

export const SendIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m22 2-7 20-4-9-9-4Z" />
    <path d="M22 2 11 13" />
  </Svg>
);

export const ResolveIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21 12a9 9 0 1 1-5.3-8.2" />
    <path d="m9 11 3 3L22 4" />
  </Svg>
);
