import { css } from '../../styled-system/css';

/** Hides content visually while keeping it for screen readers. */
export const srOnly = css({ srOnly: true });
