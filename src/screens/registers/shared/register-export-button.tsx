import { useState } from 'react';
import { Button } from '../../../ui/button';
import { type IconProps, Svg } from '../../../ui/icons';
import { useT } from '../../../ui/use-t';
import { exportRegister, type RegisterExport } from './register-export';

const SpreadsheetIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="4" y="3" width="16" height="18" rx="2" />
    <path d="M4 9h16M4 15h16M10 3v18" />
  </Svg>
);

/** "Export Excel": every row of the list's current filters to an .xlsx; spins while it is built. */
export function RegisterExportButton<T>({ spec }: { spec: RegisterExport<T> }) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        await exportRegister(spec);
        setBusy(false);
      }}
    >
      <SpreadsheetIcon />
      {t('registers.export')}
    </Button>
  );
}
