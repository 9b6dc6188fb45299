import { useIntl } from 'react-intl';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/**
 * The company settings dialog (doc 1 §2.7) — open to anyone who sees the bar. Its tabs are a later
 * issue; until then it says so.
 */
export function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'app.settings.title' })}
      footer={
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {intl.formatMessage({ id: 'app.settings.close' })}
        </Button>
      }
    >
      <p>{intl.formatMessage({ id: 'app.settings.comingLater' })}</p>
    </Dialog>
  );
}
