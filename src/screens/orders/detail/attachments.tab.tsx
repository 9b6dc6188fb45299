import { useState } from 'react';
import { css } from '../../../../styled-system/css';
import { stack, wrap } from '../../../../styled-system/patterns';
import type { Attachment, Order } from '../../../domain/order-records';
import { VERIFY_ATTACHMENTS_COMPANY_DOCUMENT } from '../../../domain/orders';
import { formatDateTime } from '../../../services/format';
import {
  deleteAttachment,
  type VerifyAttachmentsAnswer,
  verifyAttachments,
} from '../../../services/order-attachments.api';
import { useOrderChange } from '../../../services/orders.api';
import { useViewedCompanyDocument } from '../../../services/query-client';
import { srOnly } from '../../../ui/a11y';
import { ExternalIcon, TrashIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { useCodeLabels } from '../../../ui/code-labels';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../../ui/data-table';
import { useT } from '../../../ui/use-t';
import { UploadDialog } from './upload.dialog';

// doc 2 §2 "Attachments: list with upload, removal with confirmation, open in new tab; a
// verify-attachments button visible only when the user's company document equals one specific
// configured company" (VERIFY_ATTACHMENTS_COMPANY_DOCUMENT).

const content = stack({ gap: '3' });
const toolbar = wrap({ gap: '2', justifyContent: 'flex-end' });
const actions = css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' });
const openLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontSize: 'xs',
  color: 'accent',
  px: '2',
  height: '7',
  borderRadius: 'md',
  _hover: { bg: 'accentSubtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
});
const verifyBox = css({
  fontSize: 'sm',
  px: '3',
  py: '2',
  bg: 'canvas',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'md',
});

export function AttachmentsTab({ order, editable }: { order: Order; editable: boolean }) {
  const t = useT();
  const labels = useCodeLabels();
  const change = useOrderChange();
  const companyDocument = useViewedCompanyDocument();
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<Attachment | null>(null);
  const [busy, setBusy] = useState(false);
  const [verify, setVerify] = useState<VerifyAttachmentsAnswer | null>(null);
  const [verifying, setVerifying] = useState(false);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await change(deleteAttachment(removing.id));
      setRemoving(null);
    } catch {
      // the API client showed the message
    } finally {
      setBusy(false);
    }
  };

  const runVerify = async () => {
    setVerifying(true);
    try {
      setVerify(await verifyAttachments(order.orderNumber));
    } catch {
      setVerify(null);
    } finally {
      setVerifying(false);
    }
  };

  const columns: DataTableColumn<Attachment>[] = [
    {
      key: 'type',
      header: t('orders.attachments.type'),
      render: (a) => labels.label('attachmentType', a.type),
    },
    { key: 'description', header: t('orders.attachments.description') },
    {
      key: 'createdAt',
      header: t('orders.attachments.createdAt'),
      render: (a) => formatDateTime(a.createdAt),
    },
    {
      key: 'actions',
      header: t('orders.list.columns.actions'),
      align: 'right',
      render: (a) => (
        <span className={actions}>
          <a className={openLink} href={a.url} target="_blank" rel="noreferrer noopener">
            <ExternalIcon size={12} />
            {t('orders.attachments.open')}
            <span className={srOnly}>{` ${a.description}`}</span>
          </a>
          {editable && (
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              aria-label={t('orders.attachments.remove', { name: a.description })}
              title={t('orders.attachments.remove', { name: a.description })}
              onClick={() => setRemoving(a)}
            >
              <TrashIcon size={14} />
            </Button>
          )}
        </span>
      ),
    },
  ];

  const typeList = (types: string[]) =>
    types.length ? types.map((type) => labels.label('attachmentType', type)).join(', ') : '—';

  return (
    <div className={content}>
      <div className={toolbar}>
        {companyDocument === VERIFY_ATTACHMENTS_COMPANY_DOCUMENT && (
          <Button variant="outline" size="sm" onClick={runVerify} loading={verifying}>
            {t('orders.attachments.verify')}
          </Button>
        )}
        {editable && (
          <Button size="sm" onClick={() => setUploading(true)}>
            {t('orders.attachments.upload')}
          </Button>
        )}
      </div>
      {verify && (
        <p className={verifyBox} role="status">
          {t('orders.attachments.verifyResult', {
            present: typeList(verify.types),
            missing: typeList(verify.missing),
          })}
        </p>
      )}
      <DataTable
        caption={t('orders.attachments.caption')}
        columns={columns}
        rows={order.attachments}
        rowKey={(a) => a.id}
        loading={false}
      />
      {uploading && <UploadDialog orderId={order.id} onClose={() => setUploading(false)} />}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setRemoving(null);
          }}
          title={t('orders.attachments.removeTitle')}
          message={t('orders.attachments.removeMessage', { name: removing.description })}
          confirmLabel={t('orders.attachments.removeConfirm')}
          tone="danger"
          loading={busy}
          onConfirm={remove}
        />
      )}
    </div>
  );
}
