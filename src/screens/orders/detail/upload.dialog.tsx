import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { grid, stack } from '../../../../styled-system/patterns';
import { type AttachmentType, UPLOADABLE_ATTACHMENT_TYPES } from '../../../domain/orders';
import { isAcceptableFile } from '../../../domain/uploads';
import { uploadMachine } from '../../../machines/upload.machine';
import { uploadAttachments } from '../../../services/order-attachments.api';
import { useOrderChange } from '../../../services/orders.api';
import { TrashIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { useCodeLabels } from '../../../ui/code-labels';
import { Dialog } from '../../../ui/dialog';
import { FileUploadArea } from '../../../ui/file-upload';
import { Progress } from '../../../ui/progress';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';

// The order's file-upload dialog (doc 2 §2 Attachments "upload", §5 "Upload", §7 POST
// /orders-attachment/upload with progress "100% delayed 300 ms"). The upload machine decides what
// is added and when Confirm is allowed (each file needs a type; at least one file).

export const COMPLETE_DELAY_MS = 300;

const list = stack({ gap: '2', listStyle: 'none', p: '0', m: '0' });
const row = grid({
  gridTemplateColumns: 'minmax(0, 1fr) 12rem auto',
  alignItems: 'start',
  gap: '2',
  px: '2',
  py: '1.5',
  bg: 'canvas',
  borderRadius: 'md',
});
const fileName = css({ fontSize: 'sm', overflowWrap: 'anywhere', pt: '1' });
const size = css({ fontSize: 'xs', color: 'textMuted', display: 'block' });
const content = stack({ gap: '3' });

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

export interface UploadDialogProps {
  orderId: string;
  onClose: () => void;
}

export function UploadDialog({ orderId, onClose }: UploadDialogProps) {
  const t = useT();
  const labels = useCodeLabels();
  const change = useOrderChange();
  const [snapshot, send] = useMachine(uploadMachine, { input: { types: UPLOADABLE_ATTACHMENT_TYPES } });
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = snapshot.matches('uploading');
  const chosen = snapshot.context.files;

  const typeItems = UPLOADABLE_ATTACHMENT_TYPES.map((type) => ({
    value: type,
    label: labels.label('attachmentType', type),
  }));

  const add = (picked: File[]) => {
    const accepted = picked.filter((f) => isAcceptableFile(f, snapshot.context));
    if (accepted.length === 0) return;
    send({ type: 'ADD_FILES', files: accepted.map((f) => ({ name: f.name, size: f.size })) });
    setFiles((current) => [...current, ...accepted]);
  };
  const remove = (index: number) => {
    send({ type: 'REMOVE_FILE', index });
    setFiles((current) => current.filter((_, i) => i !== index));
  };

  const confirm = async () => {
    if (!snapshot.can({ type: 'CONFIRM' })) return;
    send({ type: 'CONFIRM' });
    setProgress(0);
    try {
      await change(
        uploadAttachments(
          orderId,
          files.map((file, i) => ({ file, type: chosen[i].fileType as AttachmentType })),
          setProgress,
        ),
      );
      // doc 2 §7: "progress shown (100% delayed 300 ms)".
      setProgress(100);
      await new Promise((resolve) => window.setTimeout(resolve, COMPLETE_DELAY_MS));
      send({ type: 'UPLOADED' });
      onClose();
    } catch {
      setProgress(null);
      send({ type: 'UPLOAD_FAILED' });
    }
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !uploading) onClose();
      }}
      title={t('orders.attachments.uploadTitle')}
      closeOnInteractOutside={!uploading}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={uploading}>
            {t('ui.confirm.cancel')}
          </Button>
          <Button onClick={confirm} loading={uploading} disabled={!snapshot.can({ type: 'CONFIRM' })}>
            {t('orders.attachments.send')}
          </Button>
        </>
      }
    >
      <div className={content}>
        <FileUploadArea onFiles={add} disabled={uploading} label={t('orders.attachments.files')} />
        {chosen.length > 0 && (
          <ul className={list} aria-label={t('orders.attachments.chosen')}>
            {chosen.map((file, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: chosen files have no id and may repeat
              <li key={`${file.name}-${index}`} className={row}>
                <span className={fileName}>
                  {file.name}
                  <span className={size}>{kb(file.size)}</span>
                </span>
                <Select
                  label={t('orders.attachments.typeOf', { name: file.name })}
                  hideLabel
                  placeholder={t('orders.attachments.chooseType')}
                  items={typeItems}
                  value={file.fileType}
                  disabled={uploading}
                  error={file.fileType ? undefined : t('orders.attachments.typeRequired')}
                  onValueChange={(value) => value && send({ type: 'SET_TYPE', index, fileType: value })}
                />
                <Button
                  variant="ghost"
                  size="sm"
                  iconOnly
                  disabled={uploading}
                  aria-label={t('orders.attachments.removeFile', { name: file.name })}
                  onClick={() => remove(index)}
                >
                  <TrashIcon size={14} />
                </Button>
              </li>
            ))}
          </ul>
        )}
        {progress !== null && <Progress value={progress} label={t('orders.attachments.progress')} />}
      </div>
    </Dialog>
  );
}
