import { useId, useState } from 'react';
import { css } from '../../../../styled-system/css';
import type { NpsRecord } from '../../../domain/nps';
import { formatDateTime } from '../../../services/format';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { useT } from '../../../ui/use-t';
import { surveyLink } from './nps-display';
import { CopyIcon, ResolveIcon, SendIcon } from './nps-icons';
import { NpsRating } from './nps-rating';
import type { NpsRecordAnswers } from './nps-record-answers';
import { NpsResolveActions, NpsResolveForm } from './nps-resolve.dialog';

// The NPS view dialog (doc 2 §2 "a view dialog"): every field of the record (doc 2 §3) and the
// actions the nps-record machine allows.

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' },
  columnGap: '4',
  rowGap: '2',
  fontSize: 'sm',
  '& dt': { color: 'textMuted', fontWeight: 'medium' },
  '& dd': { color: 'text', wordBreak: 'break-word', whiteSpace: 'pre-wrap' },
});

const resolveBox = css({ mt: '4', pt: '3', borderTopWidth: '1px', borderColor: 'border' });

export interface NpsViewDialogProps {
  record: NpsRecord;
  actions: NpsRecordAnswers;
  busy: boolean;
  resolving: boolean;
  /** answers whether the resolution was saved */
  onResolve: (resolution: string) => Promise<boolean>;
  onResend: () => void;
  onCopy: () => void;
  onClose: () => void;
}

export function NpsViewDialog({
  record,
  actions,
  busy,
  resolving,
  onResolve,
  onResend,
  onCopy,
  onClose,
}: NpsViewDialogProps) {
  const t = useT();
  const formId = useId();
  // "resolve" shows the resolution form in place of the actions (doc 2 §2 "resolve a detractor")
  const [mode, setMode] = useState<'view' | 'resolve'>('view');
  const inResolve = mode === 'resolve' && actions.resolve;
  const rows: Array<[string, React.ReactNode]> = [
    [t('nps.fields.code'), record.code],
    [t('nps.fields.order'), record.order?.orderNumber ?? '—'],
    [t('nps.fields.customer'), record.order?.recipient?.name ?? '—'],
    [t('nps.fields.createdAt'), formatDateTime(record.createdAt)],
    [t('nps.fields.status'), t(`nps.status.${actions.status}`)],
    [t('nps.fields.rating'), <NpsRating key="rating" rating={record.rating} />],
    [t('nps.fields.reason'), record.reason || '—'],
    [t('nps.fields.dateAnswer'), formatDateTime(record.dateAnswer) || '—'],
    [t('nps.fields.resolution'), record.resolution || '—'],
    [t('nps.fields.dateResolution'), formatDateTime(record.dateResolution) || '—'],
    [t('nps.fields.sentCount'), String(record.sentCount ?? 1)],
    [t('nps.fields.link'), surveyLink(record.url, window.location.origin)],
  ];
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !resolving && onClose()}
      title={`${t('nps.view.title')} ${record.code}`}
      footer={
        inResolve ? (
          <NpsResolveActions formId={formId} busy={resolving} onCancel={() => setMode('view')} />
        ) : (
          <>
            <Button variant="outline" onClick={onCopy}>
              <CopyIcon />
              {t('nps.actions.copy')}
            </Button>
            {actions.resend && (
              <Button variant="outline" onClick={onResend} loading={busy}>
                <SendIcon />
                {t('nps.actions.resend')}
              </Button>
            )}
            {actions.resolve && (
              <Button onClick={() => setMode('resolve')}>
                <ResolveIcon />
                {t('nps.actions.resolve')}
              </Button>
            )}
          </>
        )
      }
    >
      <dl className={list}>
        {rows.map(([label, value]) => (
          <div key={label} className={css({ display: 'contents' })}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {inResolve && (
        <div className={resolveBox}>
          <NpsResolveForm
            formId={formId}
            onResolve={async (resolution) => {
              if (await onResolve(resolution)) setMode('view');
            }}
          />
        </div>
      )}
    </Dialog>
  );
}
