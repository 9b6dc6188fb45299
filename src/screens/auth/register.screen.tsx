import { useForm, useStore } from '@tanstack/react-form';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link, useLocation } from 'wouter';
import { css } from '../../../styled-system/css';
import { flex, grid, stack } from '../../../styled-system/patterns';
import { api } from '../../services/api-client';
import { type LookupStatus, useCnpjLookup, usePostalCodeLookup } from '../../services/lookups';
import { queryClient } from '../../services/query-client';
import { notify } from '../../services/toasts';
import { Button } from '../../ui/button';
import { useBoundTextField } from '../../ui/form/bound-field';
import { span } from '../../ui/form/form-grid';
import { validatedBy } from '../../ui/form/form-model';
import { formSubmit } from '../../ui/form/form-submit';
import { useT } from '../../ui/use-t';
import { AuthLayout } from './auth-layout';
import { PersonKindToggle } from './person-kind-toggle';
import {
  ADDRESS_FIELDS,
  type AddressField,
  addressFromLookup,
  emptyRegistration,
  fieldsFromCnpj,
  isAddressLocked,
  type PersonKind,
  type RegisterValues,
  registrationProblems,
  toPayload,
} from './register.form';

// Company self-registration — doc 1 §2.4, §3.1, §5 "Registration", §8 registration messages.
// Rules: src/domain/company.schema.ts (through register.form.ts); lookups: src/services/lookups.ts.
// Both lookups are quiet: a postal code or CNPJ the registry does not know is told next to the field.
// On success the visitor goes to /login with the §8 success message; on error he stays on the form.

const MASKS = {
  cnpj: '00.000.000/0000-00',
  cpf: '000.000.000-00',
  postalCode: '00000-000',
  // Landlines have 10 digits, mobiles 11: imask picks the pattern that fits what was typed.
  phone: ['(00) 0000-0000', '(00) 00000-0000'],
};

const formStyle = stack({ gap: '6' });
const section = stack({ gap: '4' });
const sectionTitle = css({
  fontSize: 'md',
  fontWeight: 'semibold',
  color: 'accent',
  pb: '2',
  borderBottomWidth: '1px',
  borderColor: 'border',
});
// The shared 12-column form grid (ui/form/form-grid.ts), a little airier on this page.
const cells = grid({
  gridTemplateColumns: { base: '1fr', md: 'repeat(12, minmax(0, 1fr))' },
  gap: '4',
});
const actions = flex({
  flexDirection: { base: 'column-reverse', md: 'row' },
  alignItems: { base: 'stretch', md: 'center' },
  justifyContent: 'space-between',
  gap: '4',
});
const loginLine = css({ fontSize: 'sm', color: 'textMuted', textAlign: 'center' });
const textLink = css({
  color: 'accent',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  _hover: { color: 'accentHover' },
});
const submitButton = css({ minWidth: '48' });

function Section({ title: text, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={section} aria-labelledby={id}>
      <h2 id={id} className={sectionTitle}>
        {text}
      </h2>
      <div className={cells}>{children}</div>
    </section>
  );
}

/** The registration page reads the CNPJ and postal-code lookups through the query cache, which
 * public pages do not get from the router (src/app/signed-in-data.tsx): this page brings it. */
export function RegisterScreen() {
  return (
    <QueryClientProvider client={queryClient}>
      <RegistrationForm />
    </QueryClientProvider>
  );
}

function RegistrationForm() {
  const [, setLocation] = useLocation();
  const t = useT();

  const form = useForm({
    defaultValues: emptyRegistration,
    // Errors appear when a field is left, then follow every keystroke once a submit was tried.
    ...validatedBy(registrationProblems),
    onSubmit: async ({ value }) => {
      try {
        await api.post('/company/register', toPayload(value), { quiet: true });
      } catch {
        notify.error(t('auth.register.error'));
        return;
      }
      notify.success(t('auth.register.success'));
      setLocation('/login');
    },
  });

  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  /** A text field bound to the form field `name`, showing its first problem once due (form-errors.ts). */
  const field = useBoundTextField<Exclude<keyof RegisterValues, 'kind'>>(form.Field, submitted);
  const kind = useStore(form.store, (s) => s.values.kind);
  const postalCode = useStore(form.store, (s) => s.values.postalCode);
  const document = useStore(form.store, (s) => s.values.cnpj);

  const fill = (fields: Partial<RegisterValues>) => {
    for (const [name, value] of Object.entries(fields))
      form.setFieldValue(name as keyof RegisterValues, value as string);
    // values arrived: re-check (errors show only on fields already left)
    void form.validate('blur');
  };
  // doc 1 §5: an 8-digit postal code fills the address; otherwise it is cleared and locked.
  const postal = usePostalCodeLookup(postalCode, null, {
    onFound: (address) => fill(addressFromLookup(address)),
    onCleared: () => {
      for (const name of ADDRESS_FIELDS) form.setFieldValue(name, '');
    },
  });
  const addressLocked = isAddressLocked(postal);
  // doc 1 §5: a valid CNPJ (legal-person mode only) fills name, fantasy name, address, e-mail and
  // phone; its postal code counts as looked up, so the postal lookup does not overwrite that address.
  const cnpj = useCnpjLookup(kind === 'legal' ? document : '', null, {
    onFound: (record) => {
      const fields = fieldsFromCnpj(record);
      fill(fields);
      if (fields.postalCode) postal.markResolved(fields.postalCode);
    },
    onCleared: () => {},
  });

  const changeKind = (next: PersonKind) => {
    if (next === kind) return;
    form.setFieldValue('kind', next);
    // A CNPJ is not a CPF (nor a state registration an RG): the document starts over.
    form.setFieldValue('cnpj', '');
    form.setFieldValue('ie', '');
    form.setFieldMeta('cnpj', (meta) => ({ ...meta, isBlurred: false }));
    form.setFieldMeta('ie', (meta) => ({ ...meta, isBlurred: false }));
  };

  const legal = kind === 'legal';
  const lookupHint = (status: LookupStatus, searching: string, notFound: string) =>
    status === 'searching' ? t(searching) : status === 'notFound' ? t(notFound) : undefined;

  const address = (name: AddressField, className: string, required: boolean, autoComplete: string) =>
    field(name, {
      label: t(`auth.register.fields.${name}`),
      className,
      required,
      autoComplete,
      readOnly: addressLocked,
    });

  return (
    <AuthLayout width="wide" title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      <form className={formStyle} noValidate onSubmit={formSubmit(form.handleSubmit)}>
        <Section title={t('auth.register.sections.client')}>
          <div className={span[12]}>
            <PersonKindToggle value={kind} onChange={changeKind} />
          </div>
          {field('cnpj', {
            label: t(legal ? 'auth.register.fields.cnpj' : 'auth.register.fields.cpf'),
            className: span[6],
            mask: legal ? MASKS.cnpj : MASKS.cpf,
            required: true,
            inputMode: 'numeric',
            hint: legal
              ? lookupHint(cnpj.status, 'auth.register.searchingCnpj', 'auth.register.cnpjNotFound')
              : undefined,
          })}
          {field('ie', {
            label: t(legal ? 'auth.register.fields.ie' : 'auth.register.fields.rg'),
            className: span[6],
            maxLength: 9,
          })}
        </Section>

        <Section title={t(legal ? 'auth.register.sections.business' : 'auth.register.sections.personal')}>
          {field('corporateName', {
            label: t(legal ? 'auth.register.fields.corporateName' : 'auth.register.fields.name'),
            className: legal ? span[6] : span[12],
            required: true,
            autoComplete: legal ? 'organization' : 'name',
          })}
          {legal &&
            field('fantasyName', { label: t('auth.register.fields.fantasyName'), className: span[6] })}
          {field('contact', {
            label: t('auth.register.fields.contact'),
            className: span[3],
            autoComplete: 'name',
          })}
          {field('email', {
            label: t('auth.register.fields.email'),
            className: span[5],
            required: true,
            type: 'email',
            autoComplete: 'email',
            inputMode: 'email',
          })}
          {field('phone', {
            label: t('auth.register.fields.phone'),
            className: span[4],
            required: true,
            mask: MASKS.phone,
            autoComplete: 'tel-national',
            inputMode: 'tel',
          })}
        </Section>

        <Section title={t('auth.register.sections.address')}>
          {field('postalCode', {
            label: t('auth.register.fields.postalCode'),
            className: span[3],
            mask: MASKS.postalCode,
            required: true,
            inputMode: 'numeric',
            autoComplete: 'postal-code',
            // While the address holds what the lookup found, its fields are read-only; this says why.
            hint:
              postal.status === 'found'
                ? t('auth.register.lockedByLookup')
                : lookupHint(
                    postal.status,
                    'auth.register.searchingPostalCode',
                    'auth.register.postalCodeNotFound',
                  ),
          })}
          {address('street', span[7], true, 'address-line1')}
          {field('number', { label: t('auth.register.fields.number'), className: span[2], required: true })}
          {address('complement', span[3], false, 'address-line2')}
          {address('neighborhood', span[4], true, 'address-level3')}
          {address('city', span[3], true, 'address-level2')}
          {address('state', span[2], true, 'address-level1')}
        </Section>

        <div className={actions}>
          <p className={loginLine}>
            {t('auth.register.hasAccount')}{' '}
            <Link href="/login" className={textLink}>
              {t('auth.register.backToLogin')}
            </Link>
          </p>
          <Button type="submit" size="lg" className={submitButton} loading={submitting}>
            {t('auth.register.submit')}
          </Button>
        </div>
      </form>
    </AuthLayout>
  );
}
