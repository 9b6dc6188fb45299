import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { css } from '../../../styled-system/css';
import { hstack, stack } from '../../../styled-system/patterns';
import { companyLogoUrl } from '../../services/company-logo-url';
import { useSession } from '../../services/session/use-session';
import { rememberedLoginAtom } from '../../services/session-store';
import { Button } from '../../ui/button';
import { Checkbox } from '../../ui/checkbox';
import { PasswordField, TextField } from '../../ui/field';
import { formSubmit } from '../../ui/form/form-submit';
import { useT } from '../../ui/use-t';
import { AuthLayout } from './auth-layout';
import { useLoginForm } from './use-login-form';

// Login page — doc 1 §2.3, §5 "Login: username and password required", §8 login messages.
// The session hook (src/app/session) runs the session machine and shows the §8 toasts (success,
// wrong credentials, SERVICE permission, other error); once signed in, the access guard sends the
// visitor to /dashboard. "Remember my user" is kept by the session store and prefills the
// username next time.
// issue 17: this page is the console's first load, so it carries neither arktype nor TanStack Form
// (use-login-form.ts), and its two dialogs (Ark Dialog, zag focus trap) load when one first opens.

const ForgotPasswordDialog = lazy(() =>
  import('./login-dialogs').then((m) => ({ default: m.ForgotPasswordDialog })),
);
const NewPlatformDialog = lazy(() =>
  import('./login-dialogs').then((m) => ({ default: m.NewPlatformDialog })),
);

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
  // Mounted from their first opening on, so closing keeps the dialog's own exit.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  const form = useLoginForm(
    {
      username: remembered.rememberMe ? remembered.username : '',
      password: '',
      rememberMe: remembered.rememberMe,
    },
    async (value) => {
      const answer = await login(value);
      if (answer?.newPlatformUrl) {
        setDialogsWanted(true);
        setNewPlatformUrl(answer.newPlatformUrl);
      }
    },
  );
  const t = useT();
  const problemText = (name: 'username' | 'password') => {
    const problem = form.shownProblem(name);
    return problem && t(problem.key, problem.values);
  };
  const textField = (name: 'username' | 'password') => ({
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.change(name, value),
    onBlur: () => form.blur(name),
    error: problemText(name),
  });

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      // the remembered user's company logo (doc 1 §3.1; issue 35), when it has one
      companyLogoSrc={
        remembered.rememberMe && remembered.companyDocument
          ? companyLogoUrl(remembered.companyDocument)
          : undefined
      }
    >
      <form className={formStyle} noValidate onSubmit={formSubmit(form.submit)}>
        <TextField
          label={t('auth.login.username')}
          {...textField('username')}
          autoComplete="username"
          autoFocus={!form.values.username}
          required
        />
        <PasswordField
          label={t('auth.login.password')}
          {...textField('password')}
          autoComplete="current-password"
          autoFocus={Boolean(remembered.rememberMe && remembered.username)}
          required
        />
        <div className={row}>
          <Checkbox
            label={t('auth.login.rememberMe')}
            name="rememberMe"
            checked={form.values.rememberMe}
            onCheckedChange={form.setRememberMe}
          />
          <button
            type="button"
            className={textLink}
            onClick={() => {
              setDialogsWanted(true);
              setForgotOpen(true);
            }}
          >
            {t('auth.login.forgotPassword')}
          </button>
        </div>
        <Button type="submit" size="lg" className={submit} loading={form.submitting}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <p className={registerLine}>
        {t('auth.login.noAccount')}{' '}
        <Link href="/register" className={textLink}>
          {t('auth.login.register')}
        </Link>
      </p>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
          <NewPlatformDialog url={newPlatformUrl} onClose={() => setNewPlatformUrl(null)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
