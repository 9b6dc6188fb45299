import { CompanySettingsDialog } from '../../screens/settings/company-settings.dialog';

/** The company settings dialog (doc 1 §2.7) — open to anyone who sees the bar; the dialog itself
 * lives with the settings screen folder (src/screens/settings). */
export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return <CompanySettingsDialog open={open} onOpenChange={onOpenChange} />;
}
