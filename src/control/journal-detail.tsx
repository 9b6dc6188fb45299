import { useQuery } from '@tanstack/react-query';
import { css } from '../../styled-system/css';
import { stack } from '../../styled-system/patterns';
import { Dialog } from '../ui/dialog';
import { skeletonRecipe } from '../ui/states';
import { useT } from '../ui/use-t';
import { useSimApi } from './control-state';
import { preformatted } from './preformatted.styles';
import type { BodyView, JournalEntry } from './sim-api';

const heading = css({ fontSize: 'sm', fontWeight: 'semibold' });
const note = css({ fontSize: 'xs', color: 'textMuted' });

/** One body: its text (JSON pretty-printed when it is JSON), or why it is not shown in full. */
function Body({ title, body }: { title: string; body: BodyView | undefined }) {
  const t = useT();
  let text = body?.text ?? '';
  if (body && !body.truncated) {
    try {
      text = JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not JSON: shown as it came
    }
  }
  return (
    <section className={stack({ gap: '1' })} aria-label={title}>
      <h3 className={heading}>{title}</h3>
      {!body ? (
        <p className={note}>{t('control.journal.noBody')}</p>
      ) : body.omitted ? (
        <p className={note}>{t('control.journal.bodyOmitted', { bytes: body.bytes ?? '?' })}</p>
      ) : (
        <>
          {body.truncated && (
            <p className={note}>{t('control.journal.bodyTruncated', { bytes: body.bytes ?? '?' })}</p>
          )}
          <pre className={preformatted}>{text}</pre>
        </>
      )}
    </section>
  );
}

/** A call's headers as HTTP shows them (the simulator redacts the authorization value). */
function Headers({
  title,
  headers,
}: {
  title: string;
  headers: Array<{ name: string; value: string }> | undefined;
}) {
  if (!headers?.length) return null;
  return (
    <section className={stack({ gap: '1' })} aria-label={title}>
      <h3 className={heading}>{title}</h3>
      <pre className={preformatted}>{headers.map((h) => `${h.name}: ${h.value}`).join('\n')}</pre>
    </section>
  );
}

/** One journal entry: every field the simulator recorded, and its headers and bodies on demand (fetched when
 * the entry is opened: the journal's list carries none; simulator/plugins/journal-bodies.ts). */
export function JournalDetail({ entry, onClose }: { entry: JournalEntry; onClose: () => void }) {
  const t = useT();
  const api = useSimApi();
  const bodies = useQuery({
    queryKey: ['control', 'journal-bodies', entry.seq],
    queryFn: () => api.journalBodies(entry.seq),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('control.journal.entry', { seq: entry.seq })}
      description={t('control.journal.entryNote')}
      size="md"
    >
      <div className={stack({ gap: '3' })}>
        <pre className={preformatted}>{JSON.stringify(entry, null, 2)}</pre>
        {bodies.isLoading && (
          <p role="status" aria-busy="true" aria-label={t('control.journal.bodiesLoading')}>
            <span aria-hidden="true" className={skeletonRecipe({ width: 'long' })} />
          </p>
        )}
        {bodies.isError && <p role="alert">{t('control.journal.bodiesFailed')}</p>}
        {bodies.data?.kind === 'http' && (
          <>
            <Headers title={t('control.journal.requestHeaders')} headers={bodies.data.requestHeaders} />
            <Body title={t('control.journal.requestBody')} body={bodies.data.request} />
            <Headers title={t('control.journal.responseHeaders')} headers={bodies.data.responseHeaders} />
            <Body title={t('control.journal.responseBody')} body={bodies.data.response} />
          </>
        )}
        {bodies.data?.kind === 'mqtt' && (
          <Body title={t('control.journal.payload')} body={bodies.data.payload} />
        )}
      </div>
    </Dialog>
  );
}
