import { API_BASE_URL } from './config';

/** The address of a company's logo image for the pages before sign-in (the login page of a
 * remembered company; simulator/routes/company-logo.routes.ts). Its own module: the login page
 * loads nothing else of the company calls. */
export const companyLogoUrl = (document: string) =>
  `${API_BASE_URL.replace(/\/$/, '')}/company-logo/${encodeURIComponent(document)}`;
