import { css } from '../../styled-system/css';

/** Text shown as written (a journal body, a failed run's output): monospace, wrapped, scrolled. */
export const preformatted = css({
  fontFamily: 'mono',
  fontSize: 'xs',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  bg: 'gray.50',
  p: '3',
  borderRadius: 'md',
  maxH: '72',
  overflowY: 'auto',
});
