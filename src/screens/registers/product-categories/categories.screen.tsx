import type { CategoriesPage } from '../../../domain/categories';
import { type Category, isReservedCategory } from '../../../domain/categories';
import { CATEGORIES_RESOURCE, deleteCategory, fetchCategories } from '../../../services/categories.api';
import { useInvalidateRegister, useRegisterList } from '../../../services/register-queries';
import type { DataTableColumn } from '../../../ui/data-table';
import { TextField } from '../../../ui/field';
import { FilterPanel } from '../../../ui/filter-panel';
import { useT } from '../../../ui/use-t';
import { useRegisterFilters } from '../shared/register-filters';
import { RegisterPage, RegisterTable, useRegisterEditing, useRegisterWording } from '../shared/register-list';
import { CategoryFormDialog } from './category-form.dialog';

// /product-categories — doc 3 §2 "Categories: columns ID, name, code, actions. Filter by name.
// Create, edit and delete"; §5 the category coded 999 cannot be edited or deleted (its buttons are
// shown disabled, saying why; the API refuses too); §8 category load, create, update, delete
// toasts (the API's messages). Excel export of the filtered list.

const EMPTY = { name: '' };
const queryOf = (f: typeof EMPTY) => ({ name: f.name.trim() || undefined });
const locked = (c: Category) => isReservedCategory(c.code);

export function CategoriesScreen() {
  const t = useT();
  const invalidate = useInvalidateRegister(CATEGORIES_RESOURCE);
  const filters = useRegisterFilters(EMPTY);
  const { paging } = filters;
  const crud = useRegisterEditing<Category>((c) => deleteCategory(c.id), invalidate);
  const wording = useRegisterWording<Category>('registers.categories', (c) => c.name);
  const query = { page: paging.page, take: paging.pageSize, ...queryOf(filters.applied) };
  const list = useRegisterList<CategoriesPage>(CATEGORIES_RESOURCE, '/category', query);
  const header = (key: string) => t(`registers.categories.columns.${key}`);
  const columns: DataTableColumn<Category>[] = [
    { key: 'id', header: header('id') },
    { key: 'name', header: header('name') },
    { key: 'code', header: header('code') },
    wording.actionsColumn(crud, locked),
  ];

  return (
    <RegisterPage
      state={crud}
      title={t('registers.categories.title')}
      newLabel={t('registers.categories.new')}
      exportTo={{
        title: t('registers.categories.title'),
        fileName: t('registers.categories.fileName'),
        columns: [
          { header: header('id'), value: (c: Category) => c.id },
          { header: header('name'), value: (c: Category) => c.name },
          { header: header('code'), value: (c: Category) => c.code },
        ],
        fetchPage: async (page, take) => {
          const answer = await fetchCategories({ page, take, ...queryOf(filters.applied) });
          return { rows: answer.categories, total: answer.total };
        },
      }}
    >
      <FilterPanel searching={list.isFetching && !list.isLoading} {...filters.panel}>
        <TextField
          label={t('registers.categories.filters.name')}
          value={filters.draft.name}
          onValueChange={filters.set('name')}
        />
      </FilterPanel>
      <RegisterTable
        state={crud}
        caption={t('registers.categories.title')}
        columns={columns}
        rows={list.data?.categories}
        loading={list.isLoading}
        error={list.isError}
        paging={paging}
        total={list.data?.total ?? 0}
        locked={locked}
        editor={(row, events) => <CategoryFormDialog category={row} {...events} />}
        deleteTexts={wording.deleteTexts}
      />
    </RegisterPage>
  );
}
