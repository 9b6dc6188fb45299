import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { css, cx } from '../../../styled-system/css';
import { hstack } from '../../../styled-system/patterns';
import { currentBrand } from '../../services/config';
import { Drawer } from '../../ui/drawer';
import { ChevronDownIcon } from '../../ui/icons';
import { groupHoldsPath, isActiveLink, type NavNode, navLabelId } from './nav-tree';

// doc 1 §2.6: "on small screens the bar becomes a side drawer" (the Drawer part of src/ui) holding
// the same menu tree as the bar.

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
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={<img src={currentBrand.logoUrl} alt={currentBrand.name} width={133} height={32} />}
      closeLabel={intl.formatMessage({ id: 'app.nav.closeMenu' })}
    >
      <nav aria-label={intl.formatMessage({ id: 'app.nav.label' })}>
        <Tree nodes={tree} onNavigate={() => onOpenChange(false)} />
      </nav>
    </Drawer>
  );
}
