import { useId, useState } from 'react';
import { css } from '../../../styled-system/css';
import { stack } from '../../../styled-system/patterns';
import type { RouteItem } from '../../domain/operations';
import { hasReason } from '../../domain/route-rules';
import { extensionOf, IMAGE_EXTENSIONS } from '../../domain/uploads';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { TextArea } from '../../ui/field';
import { useT } from '../../ui/use-t';

// Finalize one order of a route: OK, or occurrence with a reason (doc 3 §4, §5: "occurrence needs
// a reason; finalize does not; both allow image attachments"). The photos come from the camera on
// devices that have one (`capture`), from a file choice otherwise; sent as one multipart call
// (files, fileTypes route-ok / route-occurrence, orderId, occurrenceReason — doc 3 §7).

const fileList = css({ fontSize: 'sm', color: 'textMuted', m: '0', pl: '4' });
const fileLabel = css({ fontSize: 'sm', fontWeight: 'medium', color: 'text' });
const errorText = css({ fontSize: 'xs', color: 'dangerHover' });
const images: readonly string[] = IMAGE_EXTENSIONS;

export interface DeliveryDialogProps {
  item: RouteItem;
  occurrence: boolean;
  onClose: () => void;
  /** the call; a rejection keeps the dialog open */
  onSend: (reason: string, files: File[]) => Promise<unknown>;
}

export function DeliveryDialog({ item, occurrence, onClose, onSend }: DeliveryDialogProps) {
  const t = useT();
  const inputId = useId();
  const [reason, setReason] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const reasonError =
    occurrence && submitted && !hasReason(reason) ? t('routes.delivery.reasonRequired') : undefined;
  const pickFiles = (list: FileList | null) => {
    const all = Array.from(list ?? []);
    setFiles(all.filter((f) => images.includes(extensionOf(f.name))));
    setRefused(all.filter((f) => !images.includes(extensionOf(f.name))).map((f) => f.name));
  };
  const send = async () => {
    setSubmitted(true);
    if (occurrence && !hasReason(reason)) return;
    setSending(true);
    try {
      await onSend(reason.trim(), files);
      onClose();
    } catch {
      // told by the API client; the dialog stays open
    } finally {
      setSending(false);
    }
  };
  const title = occurrence ? t('routes.delivery.occurrenceTitle') : t('routes.delivery.okTitle');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !sending && onClose()}
      title={title}
      description={t('routes.delivery.subject', { order: item.order.orderNumber })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={sending}>
            {t('routes.actions.close')}
          </Button>
          <Button variant={occurrence ? 'danger' : 'solid'} loading={sending} onClick={() => void send()}>
            {occurrence ? t('routes.actions.occurrence') : t('routes.actions.finalize')}
          </Button>
        </>
      }
    >
      <div className={stack({ gap: '3' })}>
        {occurrence && (
          <TextArea
            label={t('routes.delivery.reason')}
            required
            value={reason}
            error={reasonError}
            onValueChange={setReason}
          />
        )}
        <div className={stack({ gap: '1' })}>
          <label htmlFor={inputId} className={fileLabel}>
            {t('routes.delivery.photos')}
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png"
            capture="environment"
            multiple
            onChange={(e) => pickFiles(e.target.files)}
          />
          {files.length > 0 && (
            <ul className={fileList} aria-label={t('routes.delivery.chosen')}>
              {files.map((f) => (
                <li key={f.name}>{f.name}</li>
              ))}
            </ul>
          )}
          {refused.length > 0 && (
            <p role="alert" className={errorText}>
              {t('routes.delivery.notImage', { files: refused.join(', ') })}
            </p>
          )}
        </div>
      </div>
    </Dialog>
  );
}
