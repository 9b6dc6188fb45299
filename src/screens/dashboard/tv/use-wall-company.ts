import { useEffect, useRef } from 'react';
import { useCompanies } from '../../../services/company.api';
import { useViewedCompanyDocument } from '../../../services/query-client';
import { useSession } from '../../../services/session/use-session';

/**
 * The wall's company lives in its address (`company=`, tv-view.ts; issue 30), and the viewed
 * company is the session's (doc 1 §2.6): on boot the wall switches to the address's company when
 * the user may view it (own or subsidiary, doc 1 §2.8) — once, so a refused switch is not retried;
 * a switch made afterwards (the setup's selector, the profile menu) is written back to the address.
 * Answers the address's company when the user may not view it (the wall says so and shows the
 * company viewed).
 */
export function useWallCompany(wanted: string | null, follow: (document: string) => void): string | null {
  const document = useViewedCompanyDocument();
  const companies = useCompanies().data;
  const { switchCompany } = useSession();
  const tried = useRef<string | null>(null);
  const unavailable =
    wanted !== null && companies !== undefined && !companies.some((c) => c.cnpj === wanted) ? wanted : null;

  useEffect(() => {
    if (!wanted || !companies || unavailable || wanted === document || tried.current === wanted) return;
    tried.current = wanted;
    void switchCompany(wanted);
  }, [wanted, companies, unavailable, document, switchCompany]);

  // the viewed company changed after boot: the address follows it
  const previous = useRef(document);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the viewed company
  useEffect(() => {
    if (previous.current && document && previous.current !== document && document !== wanted)
      follow(document);
    previous.current = document;
  }, [document]);

  return unavailable;
}
