import { type IconProps, Svg } from '../../ui/icons';

// Icons that mean what the inventory's actions do (issue 31: a pencil assigned, a list icon
// finalized, a trash can cancelled — nothing is deleted).

/** assign an operator: a person with a plus */
export const AssignUserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M19 8v6M16 11h6" />
  </Svg>
);

/** finalize: a tick in a circle */
export const FinalizeIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12 3 3 5-6" />
  </Svg>
);

/** cancel (nothing deleted): a barred circle */
export const CancelIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m5.6 5.6 12.8 12.8" />
  </Svg>
);
