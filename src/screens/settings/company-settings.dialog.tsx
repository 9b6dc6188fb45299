import { useEffect, useMemo, useState } from 'react';
import { css } from '../../../styled-system/css';
import { OPERATION_SETTINGS } from '../../domain/configuration';
import { useCompanies, useConfiguration } from '../../services/company.api';
import { useSaveCompanySettings } from '../../services/dashboard.api';
import { useViewedCompanyDocument } from '../../services/query-client';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FailedState, SkeletonRows } from '../../ui/states';
import { type TabDef, Tabs } from '../../ui/tabs';
import { useT } from '../../ui/use-t';
import { CompanyTab } from './company-tab';
import { DashboardTab } from './dashboard-tab';
import { OperationTab } from './operation-tab';
import { SalesChannelTab } from './sales-channel-tab';
import { draftOf, draftProblems, type SetConfiguration, type SettingsDraft } from './settings-draft';

/**
 * The company settings dialog (doc 1 §2.7, §3, §5) for the viewed company, open to anyone who sees
 * the bar. Tabs: Company; Dashboard; one per operation (shown while its flag is on in the draft, so
 * switching a flag on brings its tab back; a flag is switched off from its own tab); Conference (a
 * placeholder, as the seed says); Sales channel. Saved whole with PUT /company/{id}; the
 * configuration query then refetches, so the nav's Operations menu and the dashboard blocks follow
 * at once. Save stays disabled while the draft has a problem, each shown on its field.
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
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [tab, setTab] = useState('company');
  const save = useSaveCompanySettings();

  useEffect(() => {
    if (open && company && configuration.data) setDraft(draftOf(company, configuration.data));
    if (!open) setDraft(null);
  }, [open, company, configuration.data]);

  const problems = useMemo(() => (draft ? draftProblems(draft) : new Map()), [draft]);
  const setConfiguration: SetConfiguration = (patch) =>
    setDraft((d) => (d ? { ...d, configuration: { ...d.configuration, ...patch } } : d));
  const change = (f: (d: SettingsDraft) => SettingsDraft) => setDraft((d) => (d ? f(d) : d));

  const failed = companies.isError || configuration.isError;
  let body: React.ReactNode;
  if (failed) body = <FailedState message={t('settings.failed')} />;
  else if (!draft || !company) body = <SkeletonRows rows={6} columns={2} />;
  else {
    const shared = { draft, problems, setConfiguration };
    const tabs: TabDef[] = [
      {
        value: 'company',
        label: t('settings.tab.company'),
        content: (
          <CompanyTab
            {...shared}
            locked={{ corporateName: company.corporateName, cnpj: company.cnpj }}
            setDraft={change}
          />
        ),
      },
      { value: 'dashboard', label: t('settings.tab.dashboard'), content: <DashboardTab {...shared} /> },
      ...OPERATION_SETTINGS.map((setting) => ({
        value: setting.key,
        label: t(`settings.tab.${setting.key}`),
        content: <OperationTab setting={setting} {...shared} />,
      })),
      {
        value: 'conference',
        label: t('settings.tab.conference'),
        content: <p className={css({ color: 'textMuted' })}>{t('settings.conferencePlaceholder')}</p>,
      },
      {
        value: 'salesChannel',
        label: t('settings.tab.salesChannel'),
        content: <SalesChannelTab {...shared} />,
      },
    ];
    body = (
      <Tabs
        tabs={tabs}
        value={tab}
        onValueChange={setTab}
        label={t('settings.tabs')}
        className={css({ '& [role=tablist]': { flexWrap: 'wrap' } })}
      />
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="xl"
      title={t('app.settings.title')}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('app.settings.close')}
          </Button>
          <Button
            loading={save.isPending}
            disabled={!draft || !company || problems.size > 0}
            onClick={async () => {
              if (!draft || !company) return;
              await save.mutateAsync({ id: company.id, settings: draft }).then(
                () => onOpenChange(false),
                () => undefined, // the API client toasted it; the dialog stays open with the draft
              );
            }}
          >
            {t('settings.save')}
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
