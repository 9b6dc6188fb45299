import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

// Checkbox and Switch are one labelled toggle around a different control: the same root (control
// then label, dimmed while disabled) and the same props besides `checked`, kept here so the two
// stay alike.

export const toggleRoot = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  cursor: 'pointer',
  userSelect: 'none',
  fontSize: 'sm',
  _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  // touch (issue 20): the whole label is the 44 × 44 px target around the 16 px box
  '@media (pointer: coarse)': { minHeight: '11', minWidth: '11' },
});

export interface ToggleProps {
  label: ReactNode;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  /** Keep the label for assistive technology only (row selection in tables). */
  hideLabel?: boolean;
  className?: string;
}
