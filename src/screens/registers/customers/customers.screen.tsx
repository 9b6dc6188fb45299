import { useState } from 'react';
import { useIntl } from 'react-intl';
import { type CompanyCustomer, customerDisplayName } from '../../../domain/customers';
import {
  deleteCustomer,
  fetchCustomers,
  useCustomers,
  useInvalidateCustomers,
} from '../../../services/customers.api';
import { formatDocument, formatPhone, formatPostalCode, MASKS } from '../../../services/display-masks';
import { useLoadErrorToast } from '../../../services/use-load-error-toast';
import type { DataTableColumn } from '../../../ui/data-table';
import { TextField } from '../../../ui/field';
import { FilterPanel } from '../../../ui/filter-panel';
import { usePaging } from '../../../ui/paged-table';
import { Select } from '../../../ui/select';
import { useT } from '../../../ui/use-t';
import { RegisterPage, RegisterTable, useRegisterEditing, useRegisterWording } from '../shared/register-list';
import { type CustomerFilters, customersQuery, EMPTY_CUSTOMER_FILTERS } from './customer-form';
import { CustomerFormDialog } from './customer-form.dialog';

// /customers — doc 2 §2 "Customers page": title, new-customer button, filter (name, company,
// status), table (name as trade name else corporate name, document, postal code, phone masked,
// status, edit, delete), edit modal; doc 2 §8: "Houve algum problema ao carregar os clientes" when
// the list fails; create/delete success and error toasts are the API's messages (doc 1 §8).

export function CustomersScreen() {
  const _intl = useIntl();
  const t = useT();
  const invalidate = useInvalidateCustomers();
  const [draft, setDraft] = useState<CustomerFilters>(EMPTY_CUSTOMER_FILTERS);
  const [filters, setFilters] = useState<CustomerFilters>(EMPTY_CUSTOMER_FILTERS);
  const paging = usePaging();
  // doc 2 §8 delete error: the API client shows it
  const crud = useRegisterEditing<CompanyCustomer>((c) => deleteCustomer(c.id), invalidate);
  const wording = useRegisterWording<CompanyCustomer>('customers', customerDisplayName);

  const customers = useCustomers(customersQuery(filters, paging.page, paging.pageSize));
  // doc 2 §8: "Failure loading customers: 'Houve algum problema ao carregar os clientes'"
  useLoadErrorToast(customers, 'customers.loadError');

  const statusItems = [
    { value: 'all', label: t('customers.filters.all') },
    { value: 'active', label: t('customers.status.active') },
    { value: 'inactive', label: t('customers.status.inactive') },
  ];

  const columns: DataTableColumn<CompanyCustomer>[] = [
    { key: 'name', header: t('customers.columns.name'), render: (c) => customerDisplayName(c) },
    {
      key: 'document',
      header: t('customers.columns.document'),
      render: (c) => formatDocument(c.document),
    },
    {
      key: 'postalCode',
      header: t('customers.columns.postalCode'),
      render: (c) => formatPostalCode(c.postalCode),
    },
    { key: 'phone', header: t('customers.columns.phone'), render: (c) => formatPhone(c.phone) },
    wording.statusColumn((c) => c.isActive),
    wording.actionsColumn(crud),
  ];

  return (
    <RegisterPage
      state={crud}
      title={t('customers.title')}
      newLabel={t('customers.new')}
      // the Excel export of every register (register-export.ts): the list's columns, its filters
      exportTo={{
        title: t('customers.title'),
        fileName: 'clientes',
        columns: [
          { header: t('customers.columns.name'), value: customerDisplayName },
          { header: t('customers.columns.document'), value: (c) => formatDocument(c.document) },
          { header: t('customers.columns.postalCode'), value: (c) => formatPostalCode(c.postalCode) },
          { header: t('customers.columns.phone'), value: (c) => formatPhone(c.phone) },
          {
            header: t('customers.columns.status'),
            value: (c) => t(c.isActive ? 'customers.status.active' : 'customers.status.inactive'),
          },
        ],
        fetchPage: async (page, take) => {
          const answer = await fetchCustomers(customersQuery(filters, page, take));
          return { rows: answer.companyCustomers, total: answer.total };
        },
      }}
    >
      <FilterPanel
        searching={customers.isFetching && !customers.isLoading}
        onSearch={() => {
          setFilters(draft);
          paging.setPage(1);
        }}
        onClear={() => {
          setDraft(EMPTY_CUSTOMER_FILTERS);
          setFilters(EMPTY_CUSTOMER_FILTERS);
          paging.setPage(1);
        }}
      >
        <TextField
          label={t('customers.filters.name')}
          value={draft.name}
          onValueChange={(name) => setDraft((d) => ({ ...d, name }))}
        />
        <TextField
          label={t('customers.filters.company')}
          mask={[...MASKS.document]}
          inputMode="numeric"
          value={draft.document}
          onValueChange={(document) => setDraft((d) => ({ ...d, document }))}
        />
        <Select
          label={t('customers.filters.status')}
          items={statusItems}
          value={draft.status}
          onValueChange={(status) =>
            setDraft((d) => ({ ...d, status: (status ?? 'all') as CustomerFilters['status'] }))
          }
        />
      </FilterPanel>
      <RegisterTable
        state={crud}
        caption={t('customers.title')}
        columns={columns}
        rows={customers.data?.companyCustomers}
        loading={customers.isLoading}
        error={customers.isError}
        paging={paging}
        total={customers.data?.total ?? 0}
        editor={(row, events) => <CustomerFormDialog customer={row} {...events} />}
        deleteTexts={wording.deleteTexts}
      />
    </RegisterPage>
  );
}
