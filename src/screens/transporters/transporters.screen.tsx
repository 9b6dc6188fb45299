import { useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../styled-system/css';
import type { Transporter } from '../../domain/transporters';
import { formatDocument } from '../../services/display-masks';
import {
  deleteTransporter,
  useInvalidateTransporters,
  useTransportersList,
} from '../../services/transporters.api';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { PageHeader } from '../../ui/page';
import { Pagination, usePageSize } from '../../ui/pagination';
import { EditIcon, PlusIcon, TrashIcon } from '../orders/orders-icons';
import { Badge } from '../orders/status-badge';
import { TransporterFormDialog } from './transporter-form.dialog';

// /transporters — doc 2 §2 "Transporters list": columns name, document (masked as company id when
// longer than 11 digits, otherwise personal id), address, city and state, type, freight type,
// status, actions (edit, delete with confirmation naming the transporter); new-transporter button;
// paginated.

const page = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const rowActions = css({ display: 'inline-flex', gap: '0.5' });
const muted = css({ color: 'textMuted' });

export function TransportersScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const invalidate = useInvalidateTransporters();
  const [pageNumber, setPageNumber] = useState(1);
  const [take, setTake] = usePageSize();
  const [editing, setEditing] = useState<Transporter | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<Transporter | null>(null);
  const [busy, setBusy] = useState(false);

  const list = useTransportersList({ page: pageNumber, take });

  const label = (prefix: string, code: string | null) => {
    if (!code) return '';
    const id = `${prefix}.${code}`;
    return intl.messages[id] ? t(id) : code;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteTransporter(deleting.id);
      setDeleting(null);
      void invalidate();
    } catch {
      // the API client showed the message (409 while orders reference it)
    } finally {
      setBusy(false);
    }
  };

  const columns: DataTableColumn<Transporter>[] = [
    { key: 'nameTransporter', header: t('transporters.columns.name') },
    {
      key: 'documentTransporter',
      header: t('transporters.columns.document'),
      render: (r) => formatDocument(r.documentTransporter),
    },
    { key: 'address', header: t('transporters.columns.address') },
    {
      key: 'city',
      header: t('transporters.columns.cityState'),
      render: (r) => (
        <>
          {r.city}
          {r.state && <span className={muted}> / {r.state}</span>}
        </>
      ),
    },
    {
      key: 'type',
      header: t('transporters.columns.type'),
      render: (r) => label('transporters.type', r.type),
    },
    {
      key: 'typeFreight',
      header: t('transporters.columns.typeFreight'),
      render: (r) => label('transporters.freight', r.typeFreight),
    },
    {
      key: 'status',
      header: t('transporters.columns.status'),
      render: (r) => (
        <Badge tone={r.status ? 'success' : 'neutral'}>
          {t(r.status ? 'transporters.status.active' : 'transporters.status.inactive')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('transporters.columns.actions'),
      align: 'right',
      width: '6rem',
      render: (r) => (
        <span className={rowActions}>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('transporters.actions.edit', { name: r.nameTransporter })}
            title={t('transporters.actions.edit', { name: r.nameTransporter })}
            onClick={() => setEditing(r)}
          >
            <EditIcon />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('transporters.actions.delete', { name: r.nameTransporter })}
            title={t('transporters.actions.delete', { name: r.nameTransporter })}
            onClick={() => setDeleting(r)}
          >
            <TrashIcon />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <div className={page}>
      <PageHeader
        title={t('transporters.title')}
        actions={
          <Button onClick={() => setEditing(null)}>
            <PlusIcon />
            {t('transporters.new')}
          </Button>
        }
      />
      <DataTable
        caption={t('transporters.title')}
        columns={columns}
        rows={list.data?.transporters}
        rowKey={(r) => r.id}
        loading={list.isLoading}
        error={list.isError}
        onRowClick={(r) => setEditing(r)}
      />
      <Pagination
        page={pageNumber}
        pageSize={take}
        total={list.data?.total ?? 0}
        onPageChange={setPageNumber}
        onPageSizeChange={(size) => {
          setTake(size);
          setPageNumber(1);
        }}
      />
      {editing !== undefined && (
        <TransporterFormDialog
          transporter={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            void invalidate();
          }}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && !busy && setDeleting(null)}
        tone="danger"
        loading={busy}
        title={t('transporters.delete.title')}
        message={t('transporters.delete.message', { name: deleting?.nameTransporter ?? '' })}
        confirmLabel={t('transporters.delete.confirm')}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
