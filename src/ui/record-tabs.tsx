import { Tabs } from '@ark-ui/react/tabs';
import type { KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { sva } from '../../styled-system/css';
import { CloseIcon } from './icons';

export const recordTabsRecipe = sva({
  slots: ['root', 'list', 'trigger', 'close', 'content'],
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
      maxWidth: '56',
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
      _selected: {
        color: 'accent',
        bg: 'surface',
        borderColor: 'border',
        borderBottomColor: 'surface',
      },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
    },
    close: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '5',
      height: '5',
      mr: '-1.5',
      borderRadius: 'sm',
      color: 'textMuted',
      _hover: { bg: 'gray.200', color: 'text' },
    },
    content: { pt: '3', outline: 'none' },
  },
});

export interface RecordTab {
  id: string;
  label: ReactNode;
}

export interface RecordTabsProps {
  /** Label of the first, non-closable tab (default "All"). */
  allLabel?: ReactNode;
  tabs: RecordTab[];
  /** 'all' or the id of an open tab. */
  active: string;
  onSelect: (id: string) => void;
  onClose: (id: string) => void;
  /** Content of the active tab. */
  children: ReactNode;
  /** Accessible name of the tab list. */
  label?: string;
}

export const ALL_TAB = 'all';

/**
 * Record tabs (doc 1 §2.1, doc 3 §2): an "All" tab then one closable tab per opened record.
 * The close control is a mouse target inside the tab (a tab may not hold another control);
 * keyboard users close the focused tab with Delete. Middle click also closes.
 */
export function RecordTabs({ allLabel, tabs, active, onSelect, onClose, children, label }: RecordTabsProps) {
  const intl = useIntl();
  const styles = recordTabsRecipe();
  const closeLabel = intl.formatMessage({ id: 'ui.tabs.close' });
  const onKeyDown = (id: string) => (event: KeyboardEvent) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      onClose(id);
    }
  };
  return (
    <Tabs.Root
      value={active}
      onValueChange={(details) => onSelect(details.value)}
      activationMode="manual"
      className={styles.root}
    >
      <Tabs.List className={styles.list} aria-label={label ?? intl.formatMessage({ id: 'ui.tabs.label' })}>
        <Tabs.Trigger value={ALL_TAB} className={styles.trigger}>
          {allLabel ?? intl.formatMessage({ id: 'ui.tabs.all' })}
        </Tabs.Trigger>
        {tabs.map((tab) => (
          <Tabs.Trigger
            key={tab.id}
            value={tab.id}
            className={styles.trigger}
            aria-keyshortcuts="Delete"
            onKeyDown={onKeyDown(tab.id)}
            onAuxClick={(event) => {
              if (event.button === 1) onClose(tab.id);
            }}
          >
            <span>{tab.label}</span>
            <span
              aria-hidden="true"
              title={closeLabel}
              data-testid={`close-tab-${tab.id}`}
              className={styles.close}
              onClick={(event) => {
                event.stopPropagation();
                onClose(tab.id);
              }}
            >
              <CloseIcon size={12} />
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={active} className={styles.content}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
