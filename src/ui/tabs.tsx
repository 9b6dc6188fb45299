import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { css, cx } from '../../styled-system/css';
import { tabListRecipe } from './tab-list.styles';

// A fixed tab's panel can take the focus (Ark's tab panel): show where the focus is.
const panelFocus = css({ _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' } });

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
  const styles = tabListRecipe({ size });
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
        <ArkTabs.Content key={tab.value} value={tab.value} className={cx(styles.content, panelFocus)}>
          {tab.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
