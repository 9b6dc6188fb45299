import { useId } from 'react';
import { css } from '../../../styled-system/css';
import { stack } from '../../../styled-system/patterns';
import { useOperators } from '../../services/operations.api';
import { useT } from '../../ui/use-t';

// The drivers filter of /routes and the route activities report (doc 3 §2 "driver
// (multi-select)"): a native multiple select of the company's active users (Ctrl/⌘ or Shift picks
// several — every browser and screen reader knows it). Ours: every user type is listed, since the
// seed lets any user be assigned to a route.

const multi = css({
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
  bg: 'surface',
  color: 'text',
  fontSize: 'sm',
  p: '1',
  minHeight: '20',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '1px' },
});
const labelText = css({ fontSize: 'sm', fontWeight: 'medium', color: 'text' });

export function DriverMultiSelect({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const t = useT();
  const id = useId();
  const users = useOperators(null);
  return (
    <div className={stack({ gap: '1' })}>
      <label htmlFor={id} className={labelText}>
        {t('routes.filters.drivers')}
      </label>
      <select
        id={id}
        multiple
        className={multi}
        value={value}
        onChange={(e) => onChange(Array.from(e.target.selectedOptions, (o) => o.value))}
      >
        {(users.data?.users ?? []).map((u) => (
          <option key={u.id} value={u.id}>
            {u.profile?.name || u.userName}
          </option>
        ))}
      </select>
    </div>
  );
}
