import { type ReactNode, useState } from 'react';
import { stack } from '../../../../styled-system/patterns';
import { EditIcon, PlusIcon, TrashIcon } from '../../../ui/action-icons';
import { Button } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import type { DataTableColumn } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page';
import { PagedDataTable, type Paging } from '../../../ui/paged-table';
import { RowActionButton, RowActions } from '../../../ui/row-actions';
import { Badge } from '../../../ui/status-badge';
import { useT } from '../../../ui/use-t';
import type { RegisterExport } from './register-export';
import { RegisterExportButton } from './register-export-button';

// Shared wiring of the register lists (customers, transporters, users, vehicles…): the page with
// its title, Excel export and new-row button, the editor state (closed, new, editing a row), the delete confirmation, and the
// status and edit/delete columns worded from the register's locale keys.

const page = stack({ gap: '3' });

export interface RegisterEditing<T> {
  /** undefined: editor closed; null: creating; a row: editing it */
  editing: T | null | undefined;
  setEditing: (row: T | null | undefined) => void;
  /** Closes the editor and refreshes the list. */
  saved: () => void;
  deleting: T | null;
  setDeleting: (row: T | null) => void;
  busy: boolean;
  confirmDelete: () => Promise<void>;
}

/**
 * `remove` deletes a row through the API (whose client shows its errors); on success the
 * confirmation closes and the list is refreshed with `invalidate`.
 */
export function useRegisterEditing<T>(
  remove: (row: T) => Promise<unknown>,
  invalidate: () => Promise<unknown>,
): RegisterEditing<T> {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await remove(deleting);
      setDeleting(null);
      void invalidate();
    } catch {
      // the API client showed the error
    } finally {
      setBusy(false);
    }
  };
  return {
    editing,
    setEditing,
    saved: () => {
      setEditing(undefined);
      void invalidate();
    },
    deleting,
    setDeleting,
    busy,
    confirmDelete,
  };
}

/** Active / inactive badge column. */
function statusColumn<T>(
  header: ReactNode,
  isActive: (row: T) => boolean,
  text: (active: boolean) => ReactNode,
): DataTableColumn<T> {
  return {
    key: 'status',
    header,
    render: (row) => {
      const active = isActive(row);
      return <Badge tone={active ? 'success' : 'neutral'}>{text(active)}</Badge>;
    },
  };
}

/** Edit and delete buttons column; the labels name the row. A `locked` row's buttons are shown
 * disabled, with `lockedTitle` saying why (e.g. the protected sales channels, doc 3 §5). */
function editDeleteColumn<T>(
  header: ReactNode,
  labels: { edit: (row: T) => string; delete: (row: T) => string },
  state: Pick<RegisterEditing<T>, 'setEditing' | 'setDeleting'>,
  lock?: { locked: (row: T) => boolean; title: (row: T) => string },
): DataTableColumn<T> {
  return {
    key: 'actions',
    header,
    align: 'right',
    width: '6rem',
    render: (row) => {
      const locked = lock?.locked(row) ?? false;
      const title = locked ? lock?.title(row) : undefined;
      return (
        <RowActions>
          <RowActionButton
            label={labels.edit(row)}
            title={title}
            disabled={locked}
            onClick={() => state.setEditing(row)}
          >
            <EditIcon />
          </RowActionButton>
          <RowActionButton
            label={labels.delete(row)}
            title={title}
            disabled={locked}
            onClick={() => state.setDeleting(row)}
          >
            <TrashIcon />
          </RowActionButton>
        </RowActions>
      );
    },
  };
}

/**
 * What every register words the same way, from the locale keys under `kind` ('customers',
 * 'transporters'…): the status column (`<kind>.columns.status`, `<kind>.status.active|inactive`),
 * the edit/delete column (`<kind>.columns.actions`, `<kind>.actions.edit|delete`) and the delete
 * confirmation (`<kind>.delete.title|message|confirm`), each naming the row by `nameOf`.
 */
export function useRegisterWording<T>(kind: string, nameOf: (row: T) => string) {
  const t = useT();
  return {
    statusColumn: (isActive: (row: T) => boolean) =>
      statusColumn<T>(t(`${kind}.columns.status`), isActive, (active) =>
        t(active ? `${kind}.status.active` : `${kind}.status.inactive`),
      ),
    actionsColumn: (
      state: Pick<RegisterEditing<T>, 'setEditing' | 'setDeleting'>,
      locked?: (row: T) => boolean,
    ) =>
      editDeleteColumn<T>(
        t(`${kind}.columns.actions`),
        {
          edit: (row) => t(`${kind}.actions.edit`, { name: nameOf(row) }),
          delete: (row) => t(`${kind}.actions.delete`, { name: nameOf(row) }),
        },
        state,
        locked && { locked, title: (row) => t(`${kind}.actions.protected`, { name: nameOf(row) }) },
      ),
    deleteTexts: {
      title: t(`${kind}.delete.title`),
      message: (row: T | null) => t(`${kind}.delete.message`, { name: row ? nameOf(row) : '' }),
      confirmLabel: t(`${kind}.delete.confirm`),
    },
  };
}

export interface RegisterDeleteDialogProps<T> {
  state: RegisterEditing<T>;
  title: ReactNode;
  /** The message naming the row being deleted ('' for no row). */
  message: (row: T | null) => ReactNode;
  confirmLabel: ReactNode;
}

/** Danger confirmation of a row's deletion; cannot be closed while deleting. */
export function RegisterDeleteDialog<T>({
  state,
  title,
  message,
  confirmLabel,
}: RegisterDeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={state.deleting !== null}
      onOpenChange={(open) => !open && !state.busy && state.setDeleting(null)}
      tone="danger"
      loading={state.busy}
      title={title}
      message={message(state.deleting)}
      confirmLabel={confirmLabel}
      onConfirm={() => void state.confirmDelete()}
    />
  );
}

export interface RegisterTableProps<T extends { id: string }> {
  state: RegisterEditing<T>;
  caption: string;
  columns: DataTableColumn<T>[];
  rows: T[] | undefined;
  loading: boolean;
  error: boolean;
  paging: Paging;
  total: number;
  /** The form dialog of a new (null) or edited row, mounted while the editor is open. */
  editor: (row: T | null, events: { onClose: () => void; onSaved: () => void }) => ReactNode;
  deleteTexts: Omit<RegisterDeleteDialogProps<T>, 'state'>;
  /** Rows a click does not open (the actions column shows them locked). */
  locked?: (row: T) => boolean;
}

/** The paginated register table (a row click edits it), its editor and its delete confirmation. */
export function RegisterTable<T extends { id: string }>({
  state,
  paging,
  total,
  editor,
  deleteTexts,
  locked,
  ...table
}: RegisterTableProps<T>) {
  return (
    <>
      <PagedDataTable
        {...table}
        rowKey={(row) => row.id}
        onRowClick={(row) => !locked?.(row) && state.setEditing(row)}
        paging={paging}
        total={total}
      />
      {state.editing !== undefined &&
        editor(state.editing, { onClose: () => state.setEditing(undefined), onSaved: state.saved })}
      <RegisterDeleteDialog state={state} {...deleteTexts} />
    </>
  );
}

export interface RegisterPageProps<T> {
  state: Pick<RegisterEditing<T>, 'setEditing'>;
  title: string;
  /** The label of the button that opens the editor on a new row. */
  newLabel: ReactNode;
  /** The filters (if any) and the RegisterTable. */
  children: ReactNode;
  /** The Excel export of the list (every register has one: register-export.ts). */
  exportTo?: RegisterExport<T>;
}

/** The register page: its header with the new-row button, then the list. */
export function RegisterPage<T>({ state, title, newLabel, children, exportTo }: RegisterPageProps<T>) {
  return (
    <div className={page}>
      <PageHeader
        title={title}
        actions={
          <>
            {exportTo && <RegisterExportButton spec={exportTo} />}
            <Button onClick={() => state.setEditing(null)}>
              <PlusIcon />
              {newLabel}
            </Button>
          </>
        }
      />
      {children}
    </div>
  );
}
