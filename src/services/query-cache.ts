// issue 17 (console weight): the query cache (react-query, src/services/query-client.ts) is a chunk
// only signed-in pages load (src/app/query-provider.tsx), so the login page does not carry it. The
// session's sign-out and company switch, which the login page's code also holds, reach the cache
// through these: the import resolves at once when a signed-in page already loaded it.
const loadQueryClient = () => import('./query-client');

/** Empties the cache (sign-out, an expired session): nothing of the last user stays. */
export async function clearQueryCache(): Promise<void> {
  (await loadQueryClient()).queryClient.clear();
}

/** After a company switch: every cached answer refetched for the newly viewed company. */
export async function refreshQueryCache(viewedCompanyDocument: string): Promise<void> {
  const { queryClient, refreshAllData } = await loadQueryClient();
  await refreshAllData(queryClient, viewedCompanyDocument);
}
