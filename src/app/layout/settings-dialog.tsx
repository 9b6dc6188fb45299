import { lazy, Suspense, useState } from 'react';

// The company settings dialog (doc 1 §2.7) — open to anyone who sees the bar; the dialog itself
// lives with the settings screen folder (src/screens/settings). Its chunk (the form, its schema,
// tabs and fields) loads on the first opening, not with every page's first load (issue 17:
// a signed-in page's first load ≤ 350 KB gzip); once loaded it stays mounted so closing animates.
const CompanySettingsDialog = lazy(() =>
  import('../../screens/settings/company-settings.dialog').then((m) => ({
    default: m.CompanySettingsDialog,
  })),
);

export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <CompanySettingsDialog open={open} onOpenChange={onOpenChange} />
    </Suspense>
  );
}
