import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { css } from '../../../styled-system/css';
import { type CompanyCustomer, customerDisplayName } from '../../domain/customers';
import { deleteCustomer, useCustomers, useInvalidateCustomers } from '../../services/customers.api';
import { formatDocument, formatPhone, formatPostalCode, MASKS } from '../../services/display-masks';
import { notify } from '../../services/toasts';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { DataTable, type DataTableColumn } from '../../ui/data-table';
import { TextField } from '../../ui/field';
import { FilterPanel } from '../../ui/filter-panel';
import { PageHeader } from '../../ui/page';
import { Pagination, usePageSize } from '../../ui/pagination';
import { Select } from '../../ui/select';
import { EditIcon, PlusIcon, TrashIcon } from '../orders/orders-icons';
import { Badge } from '../orders/status-badge';
import { type CustomerFilters, customersQuery, EMPTY_CUSTOMER_FILTERS } from './customer-form';
import { CustomerFormDialog } from './customer-form.dialog';

// /customers — doc 2 §2 "Customers page": title, new-customer button, filter (name, company,
// status), table (name as trade name else corporate name, document, postal code, phone masked,
// status, edit, delete), edit modal; doc 2 §8: "Houve algum problema ao carregar os clientes" when
// the list fails; create/delete success and error toasts are the API's messages (doc 1 §8).

const page = css({ display: 'flex', flexDirection: 'column', gap: '3' });
const rowActions = css({ display: 'inline-flex', gap: '0.5' });

export function CustomersScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const invalidate = useInvalidateCustomers();
  const [draft, setDraft] = useState<CustomerFilters>(EMPTY_CUSTOMER_FILTERS);
  const [filters, setFilters] = useState<CustomerFilters>(EMPTY_CUSTOMER_FILTERS);
  const [pageNumber, setPageNumber] = useState(1);
  const [take, setTake] = usePageSize();
  // undefined: closed; null: new customer; a customer: editing it
  const [editing, setEditing] = useState<CompanyCustomer | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<CompanyCustomer | null>(null);
  const [busy, setBusy] = useState(false);

  const customers = useCustomers(customersQuery(filters, pageNumber, take));
  // doc 2 §8: "Failure loading customers: 'Houve algum problema ao carregar os clientes'" — once
  // per failure (the table itself shows "unable to load").
  const failedAt = customers.isError ? customers.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) notify.error(intl.formatMessage({ id: 'customers.loadError' }));
  }, [failedAt, intl]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteCustomer(deleting.id);
      setDeleting(null);
      void invalidate();
    } catch {
      // the API client showed the error (doc 2 §8 delete error)
    } finally {
      setBusy(false);
    }
  };

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
    {
      key: 'status',
      header: t('customers.columns.status'),
      render: (c) => (
        <Badge tone={c.isActive ? 'success' : 'neutral'}>
          {t(c.isActive ? 'customers.status.active' : 'customers.status.inactive')}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: t('customers.columns.actions'),
      align: 'right',
      width: '6rem',
      render: (c) => (
        <span className={rowActions}>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('customers.actions.edit', { name: customerDisplayName(c) })}
            title={t('customers.actions.edit', { name: customerDisplayName(c) })}
            onClick={() => setEditing(c)}
          >
            <EditIcon />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            iconOnly
            aria-label={t('customers.actions.delete', { name: customerDisplayName(c) })}
            title={t('customers.actions.delete', { name: customerDisplayName(c) })}
            onClick={() => setDeleting(c)}
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
        title={t('customers.title')}
        actions={
          <Button onClick={() => setEditing(null)}>
            <PlusIcon />
            {t('customers.new')}
          </Button>
        }
      />
      <FilterPanel
        searching={customers.isFetching && !customers.isLoading}
        onSearch={() => {
          setFilters(draft);
          setPageNumber(1);
        }}
        onClear={() => {
          setDraft(EMPTY_CUSTOMER_FILTERS);
          setFilters(EMPTY_CUSTOMER_FILTERS);
          setPageNumber(1);
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
      <DataTable
        caption={t('customers.title')}
        columns={columns}
        rows={customers.data?.companyCustomers}
        rowKey={(c) => c.id}
        loading={customers.isLoading}
        error={customers.isError}
        onRowClick={(c) => setEditing(c)}
      />
      <Pagination
        page={pageNumber}
        pageSize={take}
        total={customers.data?.total ?? 0}
        onPageChange={setPageNumber}
        onPageSizeChange={(size) => {
          setTake(size);
          setPageNumber(1);
        }}
      />
      {editing !== undefined && (
        <CustomerFormDialog
          customer={editing}
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
        title={t('customers.delete.title')}
        message={t('customers.delete.message', { name: deleting ? customerDisplayName(deleting) : '' })}
        confirmLabel={t('customers.delete.confirm')}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
