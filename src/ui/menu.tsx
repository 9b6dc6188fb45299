import { Menu as ArkMenu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { ReactNode } from 'react';
import { cx, sva } from '../../styled-system/css';
import { buttonRecipe } from './button';
import { ChevronRightIcon } from './icons';

export const menuRecipe = sva({
  slots: ['trigger', 'positioner', 'content', 'item', 'groupLabel', 'separator', 'itemIcon'],
  base: {
    positioner: { zIndex: 'popover' },
    content: {
      // Zag copies the content's z-index to its positioner (--z-index).
      zIndex: 'popover',
      minWidth: '48',
      maxHeight: 'min(70dvh, 480px)',
      overflowY: 'auto',
      py: '1',
      bg: 'surface',
      color: 'text',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
      boxShadow: 'popover',
      outline: 'none',
      _open: { animation: 'fadeIn 0.1s ease-out' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      px: '3',
      py: '1.5',
      minHeight: '8',
      // touch (issue 31): a finger needs 44 px, as the other controls (issue 20)
      '@media (pointer: coarse)': { minHeight: '11' },
      fontSize: 'sm',
      cursor: 'pointer',
      userSelect: 'none',
      _highlighted: { bg: 'accentSubtle', color: 'accentActive' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
      '&[data-state=open]': { bg: 'surfaceHover' },
    },
    itemIcon: { ml: 'auto', color: 'textMuted' },
    groupLabel: {
      px: '3',
      pt: '2',
      pb: '1',
      fontSize: 'xs',
      fontWeight: 'semibold',
      color: 'textMuted',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
    },
    separator: { my: '1', borderTopWidth: '1px', borderColor: 'border' },
  },
});

/** A selectable entry. */
export interface MenuItemDef {
  value: string;
  label: ReactNode;
  disabled?: boolean;
  onSelect: () => void;
}
/** A labelled group of entries (rendered inline with a heading). */
export interface MenuGroupDef {
  group: ReactNode;
  /** Unique key of the group. */
  value: string;
  items: MenuEntry[];
}
/** A nested submenu opened from an entry. */
export interface MenuSubmenuDef {
  value: string;
  label: ReactNode;
  submenu: MenuEntry[];
}
export interface MenuSeparatorDef {
  separator: true;
  value: string;
}
export type MenuEntry = MenuItemDef | MenuGroupDef | MenuSubmenuDef | MenuSeparatorDef;

export interface MenuProps {
  /** Content of the trigger button (text and/or icon). */
  trigger: ReactNode;
  /** Accessible name of the trigger (and so of the menu). */
  label: string;
  items: MenuEntry[];
  /** Look of the trigger (default ghost). */
  triggerVariant?: 'solid' | 'outline' | 'ghost';
  triggerSize?: 'sm' | 'md' | 'lg';
  /** Square icon-only trigger. */
  iconOnly?: boolean;
  placement?: 'bottom-start' | 'bottom-end' | 'right-start';
  className?: string;
}

function Entries({ entries }: { entries: MenuEntry[] }) {
  const styles = menuRecipe();
  return (
    <>
      {entries.map((entry) => {
        if ('separator' in entry) return <ArkMenu.Separator key={entry.value} className={styles.separator} />;
        if ('group' in entry)
          return (
            <ArkMenu.ItemGroup key={entry.value}>
              <ArkMenu.ItemGroupLabel className={styles.groupLabel}>{entry.group}</ArkMenu.ItemGroupLabel>
              <Entries entries={entry.items} />
            </ArkMenu.ItemGroup>
          );
        if ('submenu' in entry)
          return (
            <ArkMenu.Root key={entry.value} positioning={{ placement: 'right-start', gutter: 2 }}>
              <ArkMenu.TriggerItem className={styles.item}>
                {entry.label}
                <ChevronRightIcon className={styles.itemIcon} size={14} />
              </ArkMenu.TriggerItem>
              <Portal>
                <ArkMenu.Positioner className={styles.positioner}>
                  <ArkMenu.Content className={styles.content}>
                    <Entries entries={entry.submenu} />
                  </ArkMenu.Content>
                </ArkMenu.Positioner>
              </Portal>
            </ArkMenu.Root>
          );
        return (
          <ArkMenu.Item
            key={entry.value}
            value={entry.value}
            disabled={entry.disabled}
            onSelect={entry.onSelect}
            className={styles.item}
          >
            {entry.label}
          </ArkMenu.Item>
        );
      })}
    </>
  );
}

/**
 * Dropdown menu with groups, separators and nested submenus (doc 1 §2.6: Registrations,
 * Operations, Reports…). Arrow keys move, Enter selects, Escape closes, typeahead jumps.
 */
export function Menu({
  trigger,
  label,
  items,
  triggerVariant = 'ghost',
  triggerSize = 'md',
  iconOnly,
  placement = 'bottom-start',
  className,
}: MenuProps) {
  return (
    <ArkMenu.Root positioning={{ placement, gutter: 4 }}>
      <ArkMenu.Trigger
        className={cx(buttonRecipe({ variant: triggerVariant, size: triggerSize, iconOnly }), className)}
        aria-label={typeof trigger === 'string' && trigger === label ? undefined : label}
      >
        {trigger}
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner className={menuRecipe().positioner}>
          <ArkMenu.Content className={menuRecipe().content}>
            <Entries entries={items} />
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}
