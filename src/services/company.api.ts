import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Company } from '../domain/company.schema';
import type { Configuration } from '../domain/configuration';
import { api } from './api-client';
import { companyKey, REFRESH, useViewedCompanyDocument } from './query-client';

// doc 1 §7.2: GET /company, GET /company/{id}, GET /configure (the first item is read).

export const fetchCompanies = () => api.get<Company[]>('/company');
export const fetchCompany = (id: string) => api.get<Company>(`/company/${encodeURIComponent(id)}`);
export const fetchConfigurations = () => api.get<Configuration[]>('/configure');

const companiesQuery = (document: string | null) => ({
  queryKey: companyKey(document, 'companies'),
  queryFn: fetchCompanies,
  ...REFRESH.none,
});
const configurationsQuery = (document: string | null) => ({
  queryKey: companyKey(document, 'configuration'),
  queryFn: fetchConfigurations,
  ...REFRESH.none,
});

/** The companies the user may view (own + subsidiaries). */
export function useCompanies() {
  const document = useViewedCompanyDocument();
  return useQuery({ ...companiesQuery(document), enabled: document !== null });
}

export function useCompany(id: string | null | undefined) {
  const document = useViewedCompanyDocument();
  return useQuery({
    queryKey: companyKey(document, 'companies', id),
    queryFn: () => fetchCompany(id as string),
    enabled: document !== null && Boolean(id),
    ...REFRESH.none,
  });
}

/** The viewed company's configuration: item 0 of GET /configure (undefined while loading or when
 * the list is empty — then every flag counts as on, doc 1 §2.6 "by default items are shown"). */
export function useConfiguration() {
  const document = useViewedCompanyDocument();
  return useQuery({
    ...configurationsQuery(document),
    select: (list: Configuration[]): Configuration | undefined => list[0],
    enabled: document !== null,
  });
}

/**
 * Fetches, unless cached, what the company settings dialog (doc 1 §2.7) shows first: the companies
 * and the viewed company's configuration. Resolves once both have come or failed (the dialog says
 * "unable to load" then), so the dialog can open on its form rather than on a skeleton it would
 * swap for the form.
 */
export function useCompanySettingsData(): () => Promise<void> {
  const client = useQueryClient();
  const document = useViewedCompanyDocument();
  return async () => {
    if (document === null) return;
    await Promise.allSettled([
      client.ensureQueryData(companiesQuery(document)),
      client.ensureQueryData(configurationsQuery(document)),
    ]);
  };
}

/** The company logo (doc 1 §3.1, §5; simulator/routes/company-logo.routes.ts): upload one image,
 * remove it; the companies refetch so the dialog's preview and the survey follow. */
export function useCompanyLogo(companyId: string) {
  const client = useQueryClient();
  const document = useViewedCompanyDocument();
  const refresh = () => client.invalidateQueries({ queryKey: companyKey(document, 'companies') });
  return {
    upload: async (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      await api.post<{ message: string; logo: string | null }>(
        `/company/${encodeURIComponent(companyId)}/logo`,
        form,
      );
      await refresh();
    },
    remove: async () => {
      await api.delete<{ message: string }>(`/company/${encodeURIComponent(companyId)}/logo`);
      await refresh();
    },
  };
}
