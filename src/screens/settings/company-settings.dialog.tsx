import { useCompanies, useConfiguration } from '../../services/company.api';
import { useViewedCompanyDocument } from '../../services/query-client';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FailedState, SkeletonRows } from '../../ui/states';
import { useT } from '../../ui/use-t';
import { draftOf } from './settings-draft';
import { SettingsForm } from './settings-form';

/**
 * The company settings dialog (doc 1 §2.7, §3, §5) for the viewed company, open to anyone who sees
 * the bar. While the company and its configuration load it shows a skeleton (or "unable to load");
 * then the form (settings-form.tsx, TanStack Form) is mounted with them as its defaults, so every
 * opening starts from the stored settings.
 */
export function CompanySettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const document = useViewedCompanyDocument();
  const companies = useCompanies();
  const configuration = useConfiguration();
  const company = companies.data?.find((c) => c.cnpj === document);
  if (!open) return null;
  const close = () => onOpenChange(false);
  if (company && configuration.data && !companies.isError && !configuration.isError)
    return <SettingsForm company={company} initial={draftOf(company, configuration.data)} onClose={close} />;
  const failed = companies.isError || configuration.isError;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      size="xl"
      title={t('app.settings.title')}
      footer={
        <Button variant="outline" onClick={close}>
          {t('app.settings.close')}
        </Button>
      }
    >
      {failed ? <FailedState message={t('settings.failed')} /> : <SkeletonRows rows={6} columns={2} />}
    </Dialog>
  );
}
