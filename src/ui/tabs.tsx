import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { cx, sva } from '../../styled-system/css';

export const tabsRecipe = sva({
  slots: ['root', 'list', 'trigger', 'content'],
  base: {
    root: { display: 'flex', flexDirection: 'column', minWidth: '0' },
    list: {
      display: 'flex',
      alignItems: 'flex-end',
      gap: '0.5',
      overflowX: 'auto',
      borderBottomWidth: '1px',
      borderColor: 'border',
      scrollbarWidth: 'thin',
    },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      flexShrink: 0,
      height: '9',
      px: '3',
      mb: '-1px',
      fontSize: 'sm',
      fontWeight: 'medium',
      color: 'textMuted',
      whiteSpace: 'nowrap',
      borderWidth: '1px',
      borderColor: 'transparent',
      borderTopRadius: 'md',
      cursor: 'pointer',
      _hover: { color: 'text', bg: 'surfaceHover' },
      _selected: { color: 'accent', bg: 'surface', borderColor: 'border', borderBottomColor: 'surface' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed' },
    },
    content: { pt: '3', outline: 'none', _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' } },
  },
  variants: {
    size: {
      md: {},
      sm: { trigger: { height: '8', px: '2.5', fontSize: 'xs' } },
    },
  },
  defaultVariants: { size: 'md' },
});

export interface TabDef {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabDef[];
  value: string;
  onValueChange: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  size?: 'sm' | 'md';
  className?: string;
}

/**
 * Fixed tabs (a record's sections: the order detail's Summary, Address… doc 2 §2). Arrow keys move
 * between tabs and activate them; only the active tab's content is mounted. For the closable
 * "All + one tab per opened record" pattern use RecordTabs.
 */
export function Tabs({ tabs, value, onValueChange, label, size, className }: TabsProps) {
  const styles = tabsRecipe({ size });
  return (
    <ArkTabs.Root
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      lazyMount
      unmountOnExit
      className={cx(styles.root, className)}
    >
      <ArkTabs.List className={styles.list} aria-label={label}>
        {tabs.map((tab) => (
          <ArkTabs.Trigger
            key={tab.value}
            value={tab.value}
            disabled={tab.disabled}
            className={styles.trigger}
          >
            {tab.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {tabs.map((tab) => (
        <ArkTabs.Content key={tab.value} value={tab.value} className={styles.content}>
          {tab.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
