import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { css } from '../../../styled-system/css';
import { flex, stack, vstack } from '../../../styled-system/patterns';
import { Button } from '../../ui/button';
import { TextArea } from '../../ui/field';
import { formSubmit } from '../../ui/form/form-submit';
import { CheckIcon } from '../../ui/icons';
import { Spinner } from '../../ui/spinner';
import { FailedState } from '../../ui/states';
import { useT } from '../../ui/use-t';
import { RatingPicker } from './rating-picker';
import { sanitizeInvitation } from './sanitize-invitation';
import { useSurvey } from './use-survey';

// Public satisfaction survey — doc 1 §2.5, §3.5, §4, §5; reached from the link of an NPS e-mail
// (/survey/{code}/{rate}, the rate being the score clicked in the e-mail). Full screen, no page
// frame. The company's HTML invitation is sanitised before it is shown (sanitize-invitation.ts).
// The close button calls window.close(); browsers only close windows a script opened, so a hint
// that the tab can now be closed is shown as well.

const page = flex({
  minHeight: '100dvh',
  alignItems: { base: 'stretch', sm: 'center' },
  justifyContent: 'center',
  bg: 'canvas',
  px: { base: '0', sm: '4' },
  py: { base: '0', sm: '8' },
});
const card = stack({
  width: 'full',
  maxWidth: '680px',
  bg: 'surface',
  borderRadius: { base: '0', sm: 'xl' },
  boxShadow: 'card',
  borderWidth: { base: '0', sm: '1px' },
  borderColor: 'border',
  px: { base: '5', md: '10' },
  py: { base: '6', md: '10' },
  gap: '6',
});
const header = vstack({
  gap: '3',
  textAlign: 'center',
});
const logo = css({ maxWidth: '200px', maxHeight: '80px', objectFit: 'contain' });
const companyName = css({ fontSize: 'xl', fontWeight: 'semibold', color: 'accent' });
const title = css({
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'textMuted',
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});
const invitation = css({
  fontSize: 'md',
  lineHeight: '1.6',
  color: 'text',
  '& p, & ul, & ol': { mb: '2' },
  '& ul': { listStyleType: 'disc', pl: '5' },
  '& ol': { listStyleType: 'decimal', pl: '5' },
  '& a': { color: 'accent', textDecoration: 'underline' },
  '& strong, & b': { fontWeight: 'semibold' },
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', fontSize: 'lg', mb: '2' },
  '& img': { maxWidth: 'full', height: 'auto' },
});
const formStyle = stack({ gap: '5' });
const sendButton = css({ alignSelf: { base: 'stretch', sm: 'flex-end' }, minWidth: '48' });
const center = vstack({
  gap: '3',
  py: '10',
  color: 'textMuted',
});
const done = vstack({
  gap: '3',
  textAlign: 'center',
  py: '6',
});
const doneIcon = flex({
  alignItems: 'center',
  justifyContent: 'center',
  width: '14',
  height: '14',
  borderRadius: 'full',
  bg: 'successSubtle',
  color: 'success',
});
const doneTitle = css({
  fontSize: 'xl',
  fontWeight: 'semibold',
  color: 'text',
  _focusVisible: { outline: 'none' },
});
const doneBody = css({ fontSize: 'md', color: 'textMuted' });
const hint = css({ fontSize: 'sm', color: 'textMuted' });

export function SurveyScreen() {
  const params = useParams<{ code: string; rate: string }>();
  const survey = useSurvey(params.code ?? '', params.rate);
  const t = useT();

  if (survey.state === 'loading') {
    return (
      <main className={page}>
        <div className={center}>
          <Spinner size="lg" label={t('survey.loading')} />
        </div>
      </main>
    );
  }

  if (survey.state === 'failed') {
    return (
      <main className={page}>
        <div className={card}>
          <h1 className={title}>{t('survey.title')}</h1>
          <FailedState
            message={
              <>
                <strong>{t('survey.loadFailed.title')}</strong>
                <br />
                {t('survey.loadFailed.body')}
              </>
            }
            action={<Button onClick={survey.retry}>{t('survey.loadFailed.retry')}</Button>}
          />
        </div>
      </main>
    );
  }

  const company = survey.survey?.company;
  const html = sanitizeInvitation(survey.survey?.configuration?.npsText);

  return (
    <main className={page}>
      <div className={card}>
        <header className={header}>
          {company?.logo ? (
            <img
              className={logo}
              src={company.logo}
              alt={t('survey.logoAlt', { company: company.fantasyName })}
            />
          ) : (
            company?.fantasyName && <p className={companyName}>{company.fantasyName}</p>
          )}
          <h1 className={title}>{t('survey.title')}</h1>
        </header>

        {survey.state === 'answered' || survey.state === 'alreadyAnswered' ? (
          <Finished kind={survey.state} />
        ) : (
          <>
            {html ? (
              // Sanitised by DOMPurify just above: no script, handler or javascript: link survives.
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the company's invitation is HTML by design (doc 1 §3.2 npsText)
              <div className={invitation} dangerouslySetInnerHTML={{ __html: html }} />
            ) : (
              <p className={invitation}>{t('survey.defaultInvitation')}</p>
            )}
            <form className={formStyle} noValidate onSubmit={formSubmit(survey.send)}>
              <RatingPicker
                value={survey.rating}
                onChange={survey.setRating}
                disabled={survey.state === 'sending'}
              />
              <TextArea
                label={t('survey.reason')}
                placeholder={t('survey.reasonPlaceholder')}
                name="reason"
                rows={4}
                maxLength={2000}
                value={survey.reason}
                onValueChange={survey.setReason}
                disabled={survey.state === 'sending'}
              />
              <Button
                type="submit"
                size="lg"
                className={sendButton}
                disabled={!survey.canSend}
                loading={survey.state === 'sending'}
              >
                {t('survey.send')}
              </Button>
            </form>
          </>
        )}
      </div>
    </main>
  );
}

function Finished({ kind }: { kind: 'answered' | 'alreadyAnswered' }) {
  const intl = useIntl();
  const [closeTried, setCloseTried] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // After sending, the form (and the focused send button) is gone: move focus to the outcome.
  useEffect(() => {
    if (kind === 'answered') headingRef.current?.focus();
  }, [kind]);
  const key = kind === 'answered' ? 'survey.thanks' : 'survey.alreadyAnswered';
  return (
    <section className={done}>
      <span className={doneIcon} aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h2 className={doneTitle} ref={headingRef} tabIndex={-1}>
        {intl.formatMessage({ id: `${key}.title` })}
      </h2>
      <p className={doneBody}>{intl.formatMessage({ id: `${key}.body` })}</p>
      <Button
        variant="outline"
        size="lg"
        onClick={() => {
          window.close();
          setCloseTried(true);
        }}
      >
        {intl.formatMessage({ id: 'survey.close' })}
      </Button>
      {closeTried && (
        <p className={hint} role="status">
          {intl.formatMessage({ id: 'survey.closeHint' })}
        </p>
      )}
    </section>
  );
}
