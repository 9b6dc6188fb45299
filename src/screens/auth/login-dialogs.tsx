import { useIntl } from 'react-intl';
import { css } from '../../../styled-system/css';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

// doc 1 §2.3 does not show where "forgot password" leads, and the seeds list no reset call. Our
// design: a dialog telling the user that passwords are reset by the company's administrator (the
// same people who create users, doc 3 users register), rather than a page or an e-mail form that
// would need an API the platform does not have.
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      size="sm"
      title={intl.formatMessage({ id: 'auth.forgot.title' })}
      description={intl.formatMessage({ id: 'auth.forgot.body' })}
      footer={<Button onClick={onClose}>{intl.formatMessage({ id: 'auth.forgot.close' })}</Button>}
    />
  );
}

const link = css({ fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all', color: 'text' });

/**
 * doc 1 §2.3: when the login answer carries a new-platform link, a modal whose title says the user
 * must use it, with a button that goes there in the same window.
 */
export function NewPlatformDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog
      open={url !== null}
      onOpenChange={(next) => !next && onClose()}
      role="alertdialog"
      title={intl.formatMessage({ id: 'auth.newPlatform.title' })}
      description={intl.formatMessage({ id: 'auth.newPlatform.body' })}
      footer={
        <Button onClick={() => url && window.location.assign(url)}>
          {intl.formatMessage({ id: 'auth.newPlatform.go' })}
        </Button>
      }
    >
      <p className={link}>{url}</p>
    </Dialog>
  );
}
