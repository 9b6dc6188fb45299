import { useForm, useStore } from '@tanstack/react-form';
import { useState } from 'react';
import { css } from '../../../styled-system/css';
import type { Company } from '../../domain/company.schema';
import { OPERATION_SETTINGS } from '../../domain/configuration';
import type { Problem } from '../../domain/validation';
import { useSaveCompanySettings } from '../../services/dashboard.api';
import { useBoundTextField } from '../../ui/form/bound-field';
import { validatedBy } from '../../ui/form/form-model';
import { FormDialog } from '../../ui/form-dialog';
import { type TabDef, Tabs } from '../../ui/tabs';
import { useT } from '../../ui/use-t';
import { type CompanyField, CompanyTab } from './company-tab';
import { DashboardTab } from './dashboard-tab';
import { OperationTab } from './operation-tab';
import { SalesChannelTab } from './sales-channel-tab';
import {
  draftProblemFields,
  draftProblems,
  type SetConfiguration,
  type SettingsDraft,
  tabOfField,
} from './settings-draft';

const offTag = css({ color: 'textMuted', fontWeight: 'normal' });

const isProblem = (e: unknown): e is Problem => Boolean(e) && typeof (e as Problem).key === 'string';

/**
 * The settings as one TanStack Form (the house stack, as the register forms): the PUT
 * /company/{id} body (doc 1 §7.2) is its value, the domain's rules (doc 1 §5,
 * settings-draft.ts) its form-level validator. Problems show after a save is tried (then they
 * follow every change, ui/form/form-model.ts), each on its field; a refused save opens the tab of
 * the first one. Tabs: Company; Dashboard; one per operation; Conference (a placeholder, as the
 * seed says); Sales channel. A saved form closes and the configuration query refetches, so the
 * nav's Operations menu and the dashboard blocks follow at once.
 */
export function SettingsForm({
  company,
  initial,
  onClose,
}: {
  company: Company;
  initial: SettingsDraft;
  onClose: () => void;
}) {
  const t = useT();
  const save = useSaveCompanySettings();
  const [tab, setTab] = useState('company');
  const form = useForm({
    defaultValues: initial,
    ...validatedBy(draftProblemFields, 'submit'),
    onSubmit: async ({ value }) => {
      try {
        await save.mutateAsync({ id: company.id, settings: value });
      } catch {
        return; // the API client toasted it; the dialog stays open with the draft
      }
      onClose();
    },
    onSubmitInvalid: ({ value }) => {
      const [first] = draftProblems(value).keys();
      if (first) setTab(tabOfField(first, value));
    },
  });
  const draft = useStore(form.store, (s) => s.values);
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const fieldMeta = useStore(form.store, (s) => s.fieldMeta);
  // the problems the validator set on the fields (none before a save is tried)
  const problems = new Map<string, Problem>();
  for (const [path, meta] of Object.entries(fieldMeta)) {
    const problem = meta?.errors.find(isProblem);
    if (problem) problems.set(path, problem);
  }
  const setConfiguration: SetConfiguration = (patch) => {
    for (const [key, value] of Object.entries(patch))
      form.setFieldValue(`configuration.${key}` as 'configuration', value as never);
  };
  const textField = useBoundTextField<CompanyField>(form.Field, submitted);
  const shared = { draft, problems, setConfiguration };
  const tabs: TabDef[] = [
    {
      value: 'company',
      label: t('settings.tab.company'),
      content: <CompanyTab {...shared} company={company} textField={textField} />,
    },
    { value: 'dashboard', label: t('settings.tab.dashboard'), content: <DashboardTab {...shared} /> },
    // every operation keeps its tab, a disabled one marked "off" (README: its status flag lives there)
    ...OPERATION_SETTINGS.map((setting) => ({
      value: setting.key,
      label: draft.configuration[setting.flag] ? (
        t(`settings.tab.${setting.key}`)
      ) : (
        <>
          {t(`settings.tab.${setting.key}`)} <span className={offTag}>({t('settings.offTag')})</span>
        </>
      ),
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
  return (
    <FormDialog
      title={t('app.settings.title')}
      size="xl"
      onClose={onClose}
      onSubmit={() => void form.handleSubmit()}
      submitting={submitting || save.isPending}
      cancelLabel={t('app.settings.close')}
      saveLabel={t('settings.save')}
    >
      <Tabs
        tabs={tabs}
        value={tab}
        onValueChange={setTab}
        label={t('settings.tabs')}
        className={css({ '& [role=tablist]': { flexWrap: 'wrap' } })}
      />
    </FormDialog>
  );
}
