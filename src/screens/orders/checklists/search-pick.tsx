import { css } from '../../../../styled-system/css';
import { stack } from '../../../../styled-system/patterns';
import { TextField } from '../../../ui/field';
import { EmptyState, FailedState, skeletonRecipe } from '../../../ui/states';
import { useT } from '../../../ui/use-t';

// A search field with the records it finds, each a button that picks it — the body of the
// checklists' pickers (the manufacturer picker, the vehicle checklist's order picker). The list
// has the three states of every list (doc 1 §2.9): placeholder bars while the first answer loads,
// "no data" when nothing matches, "unable to load" when the call failed.

const list = css({
  listStyle: 'none',
  p: '0',
  m: '0',
  maxHeight: '72',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
});
const choice = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  width: 'full',
  px: '3',
  py: '2',
  fontSize: 'sm',
  textAlign: 'left',
  cursor: 'pointer',
  borderBottomWidth: '1px',
  borderColor: 'border',
  _hover: { bg: 'accentSubtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '-2px' },
});
const detail = css({ color: 'textMuted', fontSize: 'xs' });
const bars = stack({ gap: '3', py: '3', px: '3' });

export interface PickItem {
  id: string;
  text: string;
  /** a second, quieter line (the order's customer, …) */
  detail?: string;
}

export interface SearchPickProps {
  label: string;
  /** the list's accessible name */
  listLabel: string;
  search: string;
  onSearchChange: (text: string) => void;
  /** undefined while the first answer loads */
  items: PickItem[] | undefined;
  failed: boolean;
  onPick: (id: string) => void;
  hint?: string;
}

export function SearchPick(props: SearchPickProps) {
  const t = useT();
  const { items } = props;
  return (
    <div className={stack({ gap: '3' })}>
      <TextField
        label={props.label}
        value={props.search}
        onValueChange={props.onSearchChange}
        autoComplete="off"
        hint={props.hint}
      />
      {props.failed && !items ? (
        <FailedState />
      ) : !items ? (
        <div className={bars} role="status" aria-busy="true" aria-label={t('checklists.pick.loading')}>
          <span aria-hidden="true" className={skeletonRecipe({ width: 'long' })} />
          <span aria-hidden="true" className={skeletonRecipe({ width: 'medium' })} />
          <span aria-hidden="true" className={skeletonRecipe({ width: 'short' })} />
        </div>
      ) : items.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={list} aria-label={props.listLabel}>
          {items.map((item) => (
            <li key={item.id}>
              <button type="button" className={choice} onClick={() => props.onPick(item.id)}>
                <span>{item.text}</span>
                {item.detail && <span className={detail}>{item.detail}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
