import { type Category, categoryInput } from '../../../domain/categories';
import { createCategory, updateCategory } from '../../../services/categories.api';
import { useT } from '../../../ui/use-t';
import { CodeNameFormDialog, requiredProblems } from '../shared/code-name-form.dialog';

// Category create/edit dialog (doc 3 §5 "Category form: code and name required").

const problems = requiredProblems(categoryInput);

export interface CategoryFormDialogProps {
  category: Category | null;
  onClose: () => void;
  onSaved: () => void;
}

export function CategoryFormDialog({ category, onClose, onSaved }: CategoryFormDialogProps) {
  const t = useT();
  return (
    <CodeNameFormDialog
      title={t(category ? 'registers.categories.form.editTitle' : 'registers.categories.form.newTitle')}
      labels={{ code: t('registers.categories.fields.code'), name: t('registers.categories.fields.name') }}
      initial={{ code: category?.code ?? '', name: category?.name ?? '' }}
      problemsOf={problems}
      save={(body) => (category ? updateCategory(category.id, body) : createCategory(body))}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}
