// The names a company goes by (doc 1 §3.1: corporateName and fantasyName; no other short name in
// the schema). Issue 31: the header's chip shows the short one.

export interface CompanyNames {
  fantasyName?: string | null;
  corporateName?: string | null;
}

// Brazilian legal-form endings of a corporate name ("Ltda", "S.A.", "S/A", "ME", "EPP",
// "EIRELI", "MEI", also chained: "Ltda - ME"): they say nothing a user tells companies apart by.
const LEGAL_FORM = /(?:[\s,.-]+(?:ltda\.?|s\.?\/?a\.?|me|epp|eireli|mei))+\.?\s*$/i;

/** What the company is called in short: its fantasy name, else its corporate name without the
 * legal-form ending (the whole corporate name when nothing else is left). */
export function companyShortName(company: CompanyNames): string {
  const fantasy = company.fantasyName?.trim();
  if (fantasy) return fantasy;
  const corporate = (company.corporateName ?? '').trim();
  return corporate.replace(LEGAL_FORM, '').trim() || corporate;
}

/** The name a list of companies shows: the fantasy name, else the corporate name. */
export function companyDisplayName(company: CompanyNames): string {
  return company.fantasyName?.trim() || (company.corporateName ?? '').trim();
}
