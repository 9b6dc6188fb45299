import { useIntl } from 'react-intl';
import { css } from '../../../../styled-system/css';
import type { Transporter } from '../../../domain/transporters';
import { formatDocument } from '../../../services/display-masks';
import {
  deleteTransporter,
  fetchTransporters,
  useInvalidateTransporters,
  useTransportersList,
} from '../../../services/transporters.api';
import type { DataTableColumn } from '../../../ui/data-table';
import { usePaging } from '../../../ui/paged-table';
import { useT } from '../../../ui/use-t';
import { RegisterPage, RegisterTable, useRegisterEditing, useRegisterWording } from '../shared/register-list';
import { TransporterFormDialog } from './transporter-form.dialog';

// /transporters — doc 2 §2 "Transporters list": columns name, document (masked as company id when
// longer than 11 digits, otherwise personal id), address, city and state, type, freight type,
// status, actions (edit, delete with confirmation naming the transporter); new-transporter button;
// paginated.

const muted = css({ color: 'textMuted' });

export function TransportersScreen() {
  const intl = useIntl();
  const t = useT();
  const invalidate = useInvalidateTransporters();
  const paging = usePaging();
  // the API client shows a failed delete (409 while orders reference it)
  const crud = useRegisterEditing<Transporter>((r) => deleteTransporter(r.id), invalidate);
  const wording = useRegisterWording<Transporter>('transporters', (r) => r.nameTransporter);

  const list = useTransportersList({ page: paging.page, take: paging.pageSize });

  const label = (prefix: string, code: string | null) => {
    if (!code) return '';
    const id = `${prefix}.${code}`;
    return intl.messages[id] ? t(id) : code;
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
    wording.statusColumn((r) => r.status),
    wording.actionsColumn(crud),
  ];

  return (
    <RegisterPage
      state={crud}
      title={t('transporters.title')}
      newLabel={t('transporters.new')}
      // the Excel export of every register (register-export.ts): the list's columns
      exportTo={{
        title: t('transporters.title'),
        fileName: 'transportadoras',
        columns: [
          { header: t('transporters.columns.name'), value: (r) => r.nameTransporter },
          { header: t('transporters.columns.document'), value: (r) => formatDocument(r.documentTransporter) },
          { header: t('transporters.columns.address'), value: (r) => r.address },
          { header: t('transporters.columns.cityState'), value: (r) => `${r.city} / ${r.state}` },
          { header: t('transporters.columns.type'), value: (r) => label('transporters.type', r.type) },
          {
            header: t('transporters.columns.typeFreight'),
            value: (r) => label('transporters.freight', r.typeFreight),
          },
          {
            header: t('transporters.columns.status'),
            value: (r) => t(r.status ? 'transporters.status.active' : 'transporters.status.inactive'),
          },
        ],
        fetchPage: async (page, take) => {
          const answer = await fetchTransporters({ page, take });
          return { rows: answer.transporters, total: answer.total };
        },
      }}
    >
      <RegisterTable
        state={crud}
        caption={t('transporters.title')}
        columns={columns}
        rows={list.data?.transporters}
        loading={list.isLoading}
        error={list.isError}
        paging={paging}
        total={list.data?.total ?? 0}
        editor={(row, events) => <TransporterFormDialog transporter={row} {...events} />}
        deleteTexts={wording.deleteTexts}
      />
    </RegisterPage>
  );
}
