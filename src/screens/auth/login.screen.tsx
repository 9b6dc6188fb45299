import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { hstack, stack } from '../../../styled-system/patterns';
import { loginRequest } from '../../domain/auth.schema';
import { useSession } from '../../services/session/use-session';
import { rememberedLoginAtom } from '../../services/session-store';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { PasswordField, TextField } from '../../ui/field';
import { useFieldBinding } from '../../ui/form/bound-field';
import { problemFields } from '../../ui/form/form-errors';
import { formSubmit } from '../../ui/form/form-submit';
import { useT } from '../../ui/use-t';
import { AuthLayout } from './auth-layout';
import { ForgotPasswordDialog, NewPlatformDialog } from './login-dialogs';

// Login page — doc 1 §2.3, §5 "Login: username and password required", §8 login messages.
// The session hook (src/app/session) runs the session machine and shows the §8 toasts (success,
// wrong credentials, SERVICE permission, other error); once signed in, the access guard sends the
// visitor to /dashboard. "Remember my user" is kept by the session store and prefills the
// username next time.

const formStyle = stack({ gap: '4' });
const row = hstack({
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
});
const textLink = css({
  color: 'accent',
  fontSize: 'sm',
  fontWeight: 'medium',
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  bg: 'transparent',
  borderRadius: 'sm',
  _hover: { color: 'accentHover' },
});
const submit = css({ width: 'full' });
const registerLine = css({ fontSize: 'sm', color: 'textMuted', textAlign: 'center' });

export function LoginScreen() {
  const { login } = useSession();
  const remembered = useAtomValue(rememberedLoginAtom);
  const [forgotOpen, setForgotOpen] = useState(false);
  const [newPlatformUrl, setNewPlatformUrl] = useState<string | null>(null);

  const form = useForm({
    defaultValues: {
      username: remembered.rememberMe ? remembered.username : '',
      password: '',
      rememberMe: remembered.rememberMe,
    },
    // Errors appear when a field is left, then follow every keystroke once a submit was tried.
    validationLogic: revalidateLogic({ mode: 'blur', modeAfterSubmission: 'change' }),
    validators: {
      onDynamic: ({ value }) =>
        problemFields(loginRequest, { username: value.username.trim(), password: value.password }),
    },
    onSubmit: async ({ value }) => {
      const answer = await login({ ...value, username: value.username.trim() });
      if (answer?.newPlatformUrl) setNewPlatformUrl(answer.newPlatformUrl);
    },
  });
  const submitted = useStore(form.store, (s) => s.submissionAttempts > 0);
  const bind = useFieldBinding(submitted);
  const submitting = useStore(form.store, (s) => s.isSubmitting);
  const t = useT();

  return (
    <AuthLayout title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <form className={formStyle} noValidate onSubmit={formSubmit(form.handleSubmit)}>
        <form.Field name="username">
          {(field) => (
            <TextField
              label={t('auth.login.username')}
              {...bind(field)}
              autoComplete="username"
              autoFocus={!field.state.value}
              required
            />
          )}
        </form.Field>
        <form.Field name="password">
          {(field) => (
            <PasswordField
              label={t('auth.login.password')}
              {...bind(field)}
              autoComplete="current-password"
              autoFocus={Boolean(remembered.rememberMe && remembered.username)}
              required
            />
          )}
        </form.Field>
        <div className={row}>
          <form.Field name="rememberMe">
            {(field) => (
              <Checkbox
                label={t('auth.login.rememberMe')}
                name={field.name}
                checked={field.state.value}
                onCheckedChange={field.handleChange}
              />
            )}
          </form.Field>
          <button type="button" className={textLink} onClick={() => setForgotOpen(true)}>
            {t('auth.login.forgotPassword')}
          </button>
        </div>
        <Button type="submit" size="lg" className={submit} loading={submitting}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className={registerLine}>
        {t('auth.login.noAccount')}{' '}
        <Link href="/register" className={textLink}>
          {t('auth.login.register')}
        </Link>
      </p>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      <NewPlatformDialog url={newPlatformUrl} onClose={() => setNewPlatformUrl(null)} />
    </AuthLayout>
  );
}
