import { Portal } from '@ark-ui/react/portal';
import { Tooltip } from '@ark-ui/react/tooltip';
import { type ReactNode, useId } from 'react';
import { css } from '../../../styled-system/css';
import { srOnly } from '../../ui/a11y';
import { Button } from '../../ui/button';

// issue 31 "row actions labelled": an icon alone did not say what it does (a pencil assigned, a
// list finalized). The label shows on hover and on keyboard focus (Ark's tooltip, in a portal so
// the table's scrolling box does not clip it) and names the button for a screen reader. A
// disabled action is wrapped, so hovering it still tells what it would do.
const wrap = css({ display: 'inline-flex' });
const tip = css({
  zIndex: 'popover',
  px: '2',
  py: '1',
  fontSize: 'xs',
  fontWeight: 'medium',
  bg: 'gray.900',
  color: 'white',
  borderRadius: 'sm',
  boxShadow: 'popover',
  maxWidth: '72',
});
const noteText = css({ display: 'block', fontWeight: 'normal', mt: '1' });

/** A row's icon action named by `label` (shown on hover and focus), enabled or not as a machine
 * says; `note` says why it is disabled (shown under the label, and the button's description). */
export function IconAction({
  label,
  disabled,
  onClick,
  expanded,
  note,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  expanded?: boolean;
  note?: string;
  children: ReactNode;
}) {
  const noteId = useId();
  return (
    <Tooltip.Root openDelay={250} closeDelay={0} positioning={{ placement: 'top' }}>
      <Tooltip.Trigger asChild>
        <span className={wrap}>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={label}
            aria-expanded={expanded}
            aria-describedby={note ? noteId : undefined}
            disabled={disabled}
            onClick={onClick}
          >
            {children}
          </Button>
          {note && (
            <span id={noteId} className={srOnly}>
              {note}
            </span>
          )}
        </span>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content className={tip}>
            {label}
            {note && <span className={noteText}>{note}</span>}
          </Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
