import { Tabs } from '@ark-ui/react/tabs';
import type { KeyboardEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { css, cx } from '../../styled-system/css';
import { Button } from './button';
import { CloseIcon } from './icons';
import { tabListRecipe } from './tab-list.styles';

// A record's label may be long (a customer name): each tab is capped, the strip scrolls.
const recordTrigger = css({ maxWidth: '56' });
const closeMark = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '5',
  height: '5',
  mr: '-1.5',
  borderRadius: 'sm',
  color: 'textMuted',
  _hover: { bg: 'gray.200', color: 'text' },
  '@media (pointer: coarse)': { width: '8', height: '8' },
});
// the list takes the row; the active tab's close button follows it, on the same bottom line
const strip = css({
  display: 'flex',
  alignItems: 'flex-end',
  gap: '1',
  minWidth: '0',
  '& > [role=tablist]': { flex: '1', minWidth: '0' },
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
 * Each tab's × is a mouse target inside it (a tab may not hold another control); the open record's
 * tab also has a real close button after the list (issue 20: focusable, a 44 px target on touch,
 * named for the tab), and Delete closes the focused tab. Middle click also closes.
 */
export function RecordTabs({ allLabel, tabs, active, onSelect, onClose, children, label }: RecordTabsProps) {
  const intl = useIntl();
  const styles = tabListRecipe();
  const trigger = cx(styles.trigger, recordTrigger);
  const closeLabel = intl.formatMessage({ id: 'ui.tabs.close' });
  const current = tabs.find((tab) => tab.id === active);
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
      <div className={strip}>
        <Tabs.List className={styles.list} aria-label={label ?? intl.formatMessage({ id: 'ui.tabs.label' })}>
          <Tabs.Trigger value={ALL_TAB} className={trigger}>
            {allLabel ?? intl.formatMessage({ id: 'ui.tabs.all' })}
          </Tabs.Trigger>
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.id}
              value={tab.id}
              className={trigger}
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
                className={closeMark}
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
        {current && (
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-keyshortcuts="Delete"
            aria-label={intl.formatMessage(
              { id: 'ui.tabs.closeNamed' },
              { label: typeof current.label === 'string' ? current.label : current.id },
            )}
            onClick={() => onClose(current.id)}
          >
            <CloseIcon size={14} />
          </Button>
        )}
      </div>
      <Tabs.Content value={active} className={styles.content}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
