import type { CategoriesPage, Category, CategoryInput } from '../domain/categories';
import { api } from './api-client';
import { fetchRegister, type RegisterQuery } from './register-queries';

// Product categories (doc 3 §7 "GET /category (page, take, name, optional no pagination);
// GET/PUT/DELETE /category/{id}; POST /category").
export const CATEGORIES_RESOURCE = 'categories';
interface CategoryAnswer {
  message?: string;
  category: Category;
}
export const fetchCategories = (query: RegisterQuery & { name?: string }, signal?: AbortSignal) =>
  fetchRegister<CategoriesPage>('/category', query, signal);
export const createCategory = (body: CategoryInput) => api.post<CategoryAnswer>('/category', body);
export const updateCategory = (id: string, body: CategoryInput) =>
  api.put<CategoryAnswer>(`/category/${encodeURIComponent(id)}`, body);
export const deleteCategory = (id: string) =>
  api.delete<{ message?: string }>(`/category/${encodeURIComponent(id)}`);
