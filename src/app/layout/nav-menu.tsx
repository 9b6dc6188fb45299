import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { css, cx } from '../../../styled-system/css';
import { hstack } from '../../../styled-system/patterns';
import { useConfiguration } from '../../services/company.api';
import { ChevronDownIcon } from '../../ui/icons';
import { Menu, type MenuEntry } from '../../ui/menu';
import { groupHoldsPath, isActiveLink, type NavNode, navLabelId, navTree } from './nav-tree';

/** The menu tree for the viewed company (Operations entries follow its status flags). */
export function useNavTree(): NavNode[] {
  const { data: configuration } = useConfiguration();
  return useMemo(() => navTree(configuration), [configuration]);
}

const barItem = css({
  display: 'inline-flex',
  alignItems: 'center',
  height: '9',
  px: '2.5',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'text',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  _hover: { bg: 'surfaceHover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const barItemActive = css({ color: 'accentActive', bg: 'accentSubtle', _hover: { bg: 'accentSubtle' } });
const groupTrigger = css({ gap: '1', fontWeight: 'medium' });

/** The horizontal menu of the bar (large screens); groups open dropdowns with nested submenus. */
export function NavMenu({ tree, className }: { tree: NavNode[]; className?: string }) {
  const intl = useIntl();
  const [location, navigate] = useLocation();
  const label = (node: NavNode) => intl.formatMessage({ id: navLabelId(node) });

  const entries = (nodes: NavNode[]): MenuEntry[] =>
    nodes.map((node) =>
      node.kind === 'link'
        ? { value: node.path, label: label(node), onSelect: () => navigate(node.path) }
        : { value: node.key, label: label(node), submenu: entries(node.children) },
    );

  return (
    <nav aria-label={intl.formatMessage({ id: 'app.nav.label' })} className={className}>
      <ul
        className={hstack({
          gap: '0.5',
          listStyle: 'none',
          m: '0',
          p: '0',
        })}
      >
        {tree.map((node) => (
          <li key={node.key}>
            {node.kind === 'link' ? (
              <Link
                href={node.path}
                className={cx(barItem, isActiveLink(node.path, location) && barItemActive)}
                aria-current={isActiveLink(node.path, location) ? 'page' : undefined}
              >
                {label(node)}
              </Link>
            ) : (
              <Menu
                trigger={
                  <>
                    {label(node)}
                    <ChevronDownIcon size={14} />
                  </>
                }
                label={label(node)}
                items={entries(node.children)}
                className={cx(groupTrigger, groupHoldsPath(node, location) && barItemActive)}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
