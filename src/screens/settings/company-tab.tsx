import { Fragment, type ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import type { Company } from '../../domain/company.schema';
import type { Problem } from '../../domain/validation';
import { TextArea, TextField } from '../../ui/field';
import type { BoundTextFieldProps } from '../../ui/form/bound-field';
import { useT } from '../../ui/use-t';
import { CompanyLogo } from './company-logo';
import type { SetConfiguration, SettingsDraft } from './settings-draft';
import { FlagSwitch, NumberField, useProblemText } from './settings-fields';

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' }, gap: '3' });
const section = css({ fontSize: 'md', fontWeight: 'semibold', mt: '4', mb: '2' });

const COMPANY_FIELDS = [
  'fantasyName',
  'email',
  'phone',
  'contact',
  'postalCode',
  'street',
  'number',
  'complement',
  'neighborhood',
  'city',
  'state',
  'country',
] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
/** doc 1 §5: these are required (contact and complement are not) */
const OPTIONAL = new Set(['contact', 'complement']);
const GENERAL = ['minDaysToDelivery', 'startOperation', 'endOperation', 'maxOrder', 'minOrder'] as const;

/** doc 1 §2.7 "Company" tab: the company's fields (corporate name, document, ie and type locked, §5; the
 * others bound to the form's fields by `textField`, ui/form/bound-field.tsx), the general numbers,
 * the logo, the mechanic status section and the satisfaction survey switch. */
export function CompanyTab({
  draft,
  company,
  problems,
  textField,
  setConfiguration,
}: {
  draft: SettingsDraft;
  /** the saved company: its locked fields are shown disabled, its logo has its own calls */
  company: Company;
  problems: Map<string, Problem>;
  textField: (name: CompanyField, props: BoundTextFieldProps) => ReactNode;
  setConfiguration: SetConfiguration;
}) {
  const t = useT();
  const text = useProblemText();
  const c = draft.configuration;
  return (
    <div>
      <div className={grid}>
        <TextField label={t('settings.field.corporateName')} value={company.corporateName} disabled />
        <TextField label={t('settings.field.cnpj')} value={company.cnpj} disabled />
        {/* doc 1 §3.1 ie and type, locked like the document (doc 1 §5 "other locked fields") */}
        <TextField label={t('settings.field.ie')} value={company.ie ?? ''} disabled />
        <TextField
          label={t('settings.field.type')}
          value={company.type ? t(`settings.companyType.${company.type}`) : ''}
          disabled
        />
        {COMPANY_FIELDS.map((field) => (
          <Fragment key={field}>
            {textField(field, { label: t(`settings.field.${field}`), required: !OPTIONAL.has(field) })}
          </Fragment>
        ))}
      </div>
      <h3 className={section}>{t('settings.section.logo')}</h3>
      <CompanyLogo company={company} />
      <h3 className={section}>{t('settings.section.general')}</h3>
      <div className={grid}>
        {GENERAL.map((field) => (
          <NumberField
            key={field}
            label={t(`settings.field.${field}`)}
            value={c[field]}
            error={text(problems.get(`configuration.${field}`))}
            onChange={(value) => setConfiguration({ [field]: value })}
          />
        ))}
      </div>
      <h3 className={section}>{t('settings.section.mechanic')}</h3>
      <FlagSwitch
        label={t('settings.field.statusMechanicLeadTime')}
        checked={c.statusMechanicLeadTime}
        onChange={(on) => setConfiguration({ statusMechanicLeadTime: on })}
      />
      <h3 className={section}>{t('settings.section.nps')}</h3>
      <FlagSwitch
        label={t('settings.field.sendNps')}
        checked={c.sendNps}
        onChange={(on) => setConfiguration({ sendNps: on })}
      />
      <TextArea
        label={t('settings.field.npsText')}
        value={c.npsText ?? ''}
        onValueChange={(value) => setConfiguration({ npsText: value || null })}
      />
    </div>
  );
}
