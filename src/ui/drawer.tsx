import { Drawer as ArkDrawer } from '@ark-ui/react/drawer';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { sva } from '../../styled-system/css';
import { Button } from './button';
import { CloseIcon } from './icons';

// A panel sliding in from the start side over a dimmed page (Ark's Drawer: focus trap, Escape,
// click outside and a swipe towards the edge close it). doc 1 §2.6: "on small screens the bar
// becomes a side drawer".

export const drawerRecipe = sva({
  slots: ['backdrop', 'positioner', 'content', 'header', 'title', 'body'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'rgba(15, 23, 42, 0.45)',
      _open: { animation: 'fadeIn 0.12s ease-out' },
    },
    positioner: { position: 'fixed', insetY: '0', left: '0', zIndex: 'modal', display: 'flex' },
    content: {
      width: 'min(86vw, 320px)',
      height: '100dvh',
      display: 'flex',
      flexDirection: 'column',
      bg: 'surface',
      color: 'text',
      boxShadow: 'popover',
      outline: 'none',
      transition: 'transform 0.15s ease-out',
      _open: { animation: 'fadeIn 0.12s ease-out' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      px: '4',
      py: '3',
      borderBottomWidth: '1px',
      borderColor: 'border',
    },
    title: { display: 'flex', alignItems: 'center' },
    body: { flex: '1', overflowY: 'auto', py: '2' },
  },
});

export interface DrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the drawer's accessible name, shown in its header */
  title: ReactNode;
  /** accessible name of the close button */
  closeLabel: string;
  children: ReactNode;
}

export function Drawer({ open, onOpenChange, title, closeLabel, children }: DrawerProps) {
  const styles = drawerRecipe();
  return (
    <ArkDrawer.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      swipeDirection="start"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDrawer.Backdrop className={styles.backdrop} />
        <ArkDrawer.Positioner className={styles.positioner}>
          <ArkDrawer.Content className={styles.content}>
            <div className={styles.header}>
              <ArkDrawer.Title className={styles.title}>{title}</ArkDrawer.Title>
              <ArkDrawer.CloseTrigger asChild>
                <Button variant="ghost" size="sm" iconOnly aria-label={closeLabel}>
                  <CloseIcon />
                </Button>
              </ArkDrawer.CloseTrigger>
            </div>
            <div className={styles.body}>{children}</div>
          </ArkDrawer.Content>
        </ArkDrawer.Positioner>
      </Portal>
    </ArkDrawer.Root>
  );
}
