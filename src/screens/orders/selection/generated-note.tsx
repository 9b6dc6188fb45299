import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { css } from '../../../../styled-system/css';
import { hstack } from '../../../../styled-system/patterns';
import type { DownstreamTarget } from '../../../domain/order-generation';
import { Button } from '../../../ui/button';
import { useT } from '../../../ui/use-t';

// After a generation the selection (and its bar, where focus was) is gone: focus goes to this
// confirmation, which names the new record and opens it where the console has its screen
// (issue 20 "Keyboard and focus": no action drops focus to the page body).

export interface Generated {
  target: DownstreamTarget;
  id: string;
  code: string;
}

/** The operation screens a generated record opens in (doc 3 §2 detail tabs). */
const RECORD_PATHS: Partial<Record<DownstreamTarget, string>> = {
  INBOUND: '/inbound',
  STORAGE: '/storage',
  PICKING: '/picking',
  PACKING: '/packing',
};

const note = hstack({
  flexWrap: 'wrap',
  gap: '3',
  px: '3',
  py: '2',
  bg: 'successSubtle',
  borderWidth: '1px',
  borderColor: 'green.300',
  borderRadius: 'md',
  fontSize: 'sm',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const text = css({ flex: '1', minWidth: '0', fontWeight: 'medium', color: 'green.900' });
const open = css({
  color: 'accent',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});

export function GeneratedNote({ generated, onDismiss }: { generated: Generated; onDismiss: () => void }) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const path = RECORD_PATHS[generated.target];
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} className={note} role="status" tabIndex={-1} data-testid="generated-note">
      <span className={text}>
        {t('orders.generate.done', {
          target: t(`orders.selection.target.${generated.target}`),
          code: generated.code,
        })}
      </span>
      {path && (
        <Link className={open} href={`${path}/${encodeURIComponent(generated.id)}`}>
          {t('orders.generate.open', { code: generated.code })}
        </Link>
      )}
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t('orders.generate.dismiss')}
      </Button>
    </div>
  );
}
