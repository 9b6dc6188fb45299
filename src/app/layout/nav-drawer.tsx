import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { css, cx, sva } from '../../../styled-system/css';
import { hstack } from '../../../styled-system/patterns';
import { currentBrand } from '../../services/config';
import { Button } from '../../ui/button';
import { ChevronDownIcon, CloseIcon } from '../../ui/icons';
import { groupHoldsPath, isActiveLink, type NavNode, navLabelId } from './nav-tree';

// doc 1 §2.6: "on small screens the bar becomes a side drawer". The design system has no drawer
// yet, so the shell styles Ark's dialog parts here as a panel sliding from the left; move it to
// src/ui as a Drawer part when a second screen needs one.
const drawerRecipe = sva({
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

const list = css({ listStyle: 'none', m: '0', p: '0' });
const row = hstack({
  gap: '2',
  width: 'full',
  minHeight: '10',
  px: '4',
  fontSize: 'sm',
  color: 'text',
  textDecoration: 'none',
  cursor: 'pointer',
  _hover: { bg: 'surfaceHover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
});
const activeRow = css({ bg: 'accentSubtle', color: 'accentActive', fontWeight: 'semibold' });
const summary = css({
  fontWeight: 'semibold',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  '& svg': { ml: 'auto', transition: 'transform 0.12s' },
});
const details = css({ '&[open] > summary svg': { transform: 'rotate(180deg)' } });
const nested = css({ pl: '3' });

function Tree({ nodes, onNavigate }: { nodes: NavNode[]; onNavigate: () => void }) {
  const intl = useIntl();
  const [location] = useLocation();
  return (
    <ul className={list}>
      {nodes.map((node) => {
        const label = intl.formatMessage({ id: navLabelId(node) });
        if (node.kind === 'link') {
          const active = isActiveLink(node.path, location);
          return (
            <li key={node.key}>
              <Link
                href={node.path}
                className={cx(row, active && activeRow)}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {label}
              </Link>
            </li>
          );
        }
        return (
          <li key={node.key}>
            <details className={details} open={groupHoldsPath(node, location) || undefined}>
              <summary className={cx(row, summary)}>
                {label}
                <ChevronDownIcon size={14} />
              </summary>
              <div className={nested}>
                <Tree nodes={node.children} onNavigate={onNavigate} />
              </div>
            </details>
          </li>
        );
      })}
    </ul>
  );
}

export interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tree: NavNode[];
}

/** The side drawer with the same menu tree as the bar (small screens). */
export function NavDrawer({ open, onOpenChange, tree }: NavDrawerProps) {
  const intl = useIntl();
  const styles = drawerRecipe();
  return (
    <ArkDialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={styles.content}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>
                <img src={currentBrand.logoUrl} alt={currentBrand.name} width={133} height={32} />
              </ArkDialog.Title>
              <ArkDialog.CloseTrigger asChild>
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  aria-label={intl.formatMessage({ id: 'app.nav.closeMenu' })}
                >
                  <CloseIcon />
                </Button>
              </ArkDialog.CloseTrigger>
            </div>
            <nav aria-label={intl.formatMessage({ id: 'app.nav.label' })} className={styles.body}>
              <Tree nodes={tree} onNavigate={() => onOpenChange(false)} />
            </nav>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
