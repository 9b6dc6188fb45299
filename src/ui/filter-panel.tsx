import { Collapsible } from '@ark-ui/react/collapsible';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { sva } from '../../styled-system/css';
import { Button } from './button';
import { initialOpen, listKeyOf, rememberOpen } from './filter-panel-memory';
import { ChevronDownIcon, FilterIcon } from './icons';

export const filterPanelRecipe = sva({
  slots: ['root', 'trigger', 'indicator', 'content', 'form', 'fields', 'actions'],
  base: {
    root: {
      bg: 'surface',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'md',
    },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      width: 'full',
      px: '3',
      py: '2',
      fontSize: 'sm',
      fontWeight: 'semibold',
      color: 'text',
      textAlign: 'left',
      borderRadius: 'md',
      cursor: 'pointer',
      _hover: { bg: 'surfaceHover' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
      // touch (issue 20): a finger needs 44 px
      '@media (pointer: coarse)': { minHeight: '11' },
    },
    indicator: {
      ml: 'auto',
      color: 'textMuted',
      transition: 'transform 0.15s',
      _open: { transform: 'rotate(180deg)' },
    },
    content: { overflow: 'hidden' },
    form: { px: '3', pb: '3', pt: '1' },
    fields: {
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      gap: '3',
      alignItems: 'start',
    },
    actions: { display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '3' },
  },
});

export interface FilterPanelProps {
  /** Heading of the panel (default "Filters"). */
  title?: ReactNode;
  onSearch: () => void;
  onClear: () => void;
  /** The filter fields; laid out in a responsive grid. */
  children: ReactNode;
  /** How the panel opens on a desktop while the user has not chosen for this list (default open;
   * a handheld opens it collapsed). */
  defaultOpen?: boolean;
  /** Which list the open/closed choice is remembered for (default: the page's first path segment,
   * so /outbound and /outbound/:id — the list beside its record tabs — are one list). */
  listKey?: string;
  /** Shows a spinner on Search while the list reloads. */
  searching?: boolean;
}

/** Collapsible filter panel with Search and Clear (doc 1 §2.9); Enter in any field searches.
 * Opens as last left on this list, else collapsed on a handheld (issue 31, filter-panel-memory.ts). */
export function FilterPanel({
  title,
  onSearch,
  onClear,
  children,
  defaultOpen = true,
  listKey,
  searching,
}: FilterPanelProps) {
  const intl = useIntl();
  const [path] = useLocation();
  const key = listKey ?? listKeyOf(path);
  // read once: the panel is uncontrolled afterwards, each toggle remembered for the list
  const [openAtFirst] = useState(() => initialOpen(key, defaultOpen));
  const styles = filterPanelRecipe();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
  };
  const heading = title ?? intl.formatMessage({ id: 'ui.filter.title' });
  return (
    <Collapsible.Root
      defaultOpen={openAtFirst}
      onOpenChange={({ open }) => rememberOpen(key, open)}
      className={styles.root}
    >
      <Collapsible.Trigger className={styles.trigger}>
        <FilterIcon size={14} />
        {heading}
        <Collapsible.Indicator className={styles.indicator}>
          <ChevronDownIcon size={16} />
        </Collapsible.Indicator>
      </Collapsible.Trigger>
      <Collapsible.Content className={styles.content}>
        <form className={styles.form} onSubmit={submit}>
          <div className={styles.fields}>{children}</div>
          <div className={styles.actions}>
            <Button variant="outline" size="sm" onClick={onClear}>
              {intl.formatMessage({ id: 'ui.filter.clear' })}
            </Button>
            <Button type="submit" size="sm" loading={searching}>
              {intl.formatMessage({ id: 'ui.filter.search' })}
            </Button>
          </div>
        </form>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
