import { isProtectedSalesChannel, type SalesChannel } from '../../../domain/sales-channels';
import { useInvalidateRegister, useRegisterList } from '../../../services/register-queries';
import { deleteSalesChannel, fetchSalesChannels } from '../../../services/sales-channels.api';
import type { DataTableColumn } from '../../../ui/data-table';
import { TextField } from '../../../ui/field';
import { FilterPanel } from '../../../ui/filter-panel';
import { useT } from '../../../ui/use-t';
import { useRegisterFilters } from '../shared/register-filters';
import { RegisterPage, RegisterTable, useRegisterEditing, useRegisterWording } from '../shared/register-list';
import { SalesChannelFormDialog } from './sales-channel-form.dialog';

// /sales-channel — doc 3 §2 "Sales channels: list with id, name, code. New and edit dialog,
// delete"; §5, §9 codes 999 and 995 protected (their edit and delete are shown disabled, saying
// why; the API refuses them too); §8 create, update, delete toasts (the API's messages). Filters
// (ours, the seed lists none): name and code, as GET /saleschannel takes them. Excel export.

interface Filters {
  name: string;
  code: string;
}
const EMPTY: Filters = { name: '', code: '' };
const RESOURCE = 'saleschannels';
const queryOf = (f: Filters) => ({ name: f.name.trim() || undefined, code: f.code.trim() || undefined });
const locked = (c: SalesChannel) => isProtectedSalesChannel(c.code);

export function SalesChannelsScreen() {
  const t = useT();
  const invalidate = useInvalidateRegister(RESOURCE);
  const filters = useRegisterFilters(EMPTY);
  const { paging } = filters;
  const crud = useRegisterEditing<SalesChannel>((c) => deleteSalesChannel(c.id), invalidate);
  const wording = useRegisterWording<SalesChannel>('registers.salesChannels', (c) => c.saleschannel);
  const query = { page: paging.page, take: paging.pageSize, ...queryOf(filters.applied) };
  const list = useRegisterList<Awaited<ReturnType<typeof fetchSalesChannels>>>(
    RESOURCE,
    '/saleschannel',
    query,
  );

  const header = (key: string) => t(`registers.salesChannels.columns.${key}`);
  const columns: DataTableColumn<SalesChannel>[] = [
    { key: 'id', header: header('id') },
    { key: 'saleschannel', header: header('name') },
    { key: 'code', header: header('code') },
    wording.actionsColumn(crud, locked),
  ];

  return (
    <RegisterPage
      state={crud}
      title={t('registers.salesChannels.title')}
      newLabel={t('registers.salesChannels.new')}
      exportTo={{
        title: t('registers.salesChannels.title'),
        fileName: t('registers.salesChannels.fileName'),
        columns: [
          { header: header('id'), value: (c: SalesChannel) => c.id },
          { header: header('name'), value: (c: SalesChannel) => c.saleschannel },
          { header: header('code'), value: (c: SalesChannel) => c.code },
        ],
        fetchPage: async (page, take) => {
          const answer = await fetchSalesChannels({ page, take, ...queryOf(filters.applied) });
          return { rows: answer.saleschannels, total: answer.total };
        },
      }}
    >
      <FilterPanel searching={list.isFetching && !list.isLoading} {...filters.panel}>
        <TextField
          label={t('registers.salesChannels.filters.name')}
          value={filters.draft.name}
          onValueChange={filters.set('name')}
        />
        <TextField
          label={t('registers.salesChannels.filters.code')}
          value={filters.draft.code}
          onValueChange={filters.set('code')}
        />
      </FilterPanel>
      <RegisterTable
        state={crud}
        caption={t('registers.salesChannels.title')}
        columns={columns}
        rows={list.data?.saleschannels}
        loading={list.isLoading}
        error={list.isError}
        paging={paging}
        total={list.data?.total ?? 0}
        locked={locked}
        editor={(row, events) => <SalesChannelFormDialog channel={row} {...events} />}
        deleteTexts={wording.deleteTexts}
      />
    </RegisterPage>
  );
}
