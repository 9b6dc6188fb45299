import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';

// A note behind an icon that a click, a tap or Enter opens (issue 20: nothing reachable only by
// hover — a `title` never shows on a handheld). The trigger is named by the note itself, so a
// screen reader hears it without opening it.

const trigger = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '6',
  height: '6',
  p: '0',
  bg: 'transparent',
  border: 'none',
  borderRadius: 'sm',
  color: 'inherit',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'accent', outlineOffset: '1px' },
  // touch (issue 20): a finger needs 44 × 44 px
  '@media (pointer: coarse)': { minWidth: '11', minHeight: '11' },
});

const content = css({
  zIndex: 'popover',
  maxWidth: '72',
  px: '3',
  py: '2',
  fontSize: 'sm',
  bg: 'surface',
  color: 'text',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  boxShadow: 'popover',
  outline: 'none',
});

export interface ToggletipProps {
  /** what the note says (also the trigger's accessible name) */
  note: string;
  /** the visible icon */
  children: ReactNode;
}

export function Toggletip({ note, children }: ToggletipProps) {
  return (
    <Popover.Root positioning={{ placement: 'top' }}>
      <Popover.Trigger className={trigger} aria-label={note} title={note}>
        {children}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content className={content}>
            <Popover.Description>{note}</Popover.Description>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
