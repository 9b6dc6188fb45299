import { formatDocument, formatPhone, formatPostalCode } from '../display-masks';
import { t } from '../i18n';
import type { DocumentParty } from './document-types';
import { pdfText } from './pdf';

/** Street, number and complement on one line. */
export function streetLine(p: DocumentParty | null | undefined): string {
  if (!p) return '';
  const street = [pdfText(p.street), pdfText(p.number)].filter(Boolean).join(', ');
  return [street, pdfText(p.additionalAddress)].filter(Boolean).join(' - ');
}

/** Neighbourhood, city/state and postal code on one line. */
export function cityLine(p: DocumentParty | null | undefined): string {
  if (!p) return '';
  const cityState = [pdfText(p.city), pdfText(p.state)].filter(Boolean).join('/');
  const postal = pdfText(p.postalCode)
    ? `${t('documents.field.postalCode')} ${formatPostalCode(pdfText(p.postalCode))}`
    : '';
  return [pdfText(p.neighborhood), cityState, postal].filter(Boolean).join(' - ');
}

/** The lines of a party block: name, document, address, contacts. */
export function partyLines(p: DocumentParty | null | undefined): string[] {
  if (!p) return ['-'];
  const name = pdfText(p.name) || pdfText(p.fantasyName);
  const doc = pdfText(p.document)
    ? `${t('documents.field.document')}: ${formatDocument(pdfText(p.document))}`
    : '';
  const contacts = [pdfText(p.email), pdfText(p.phone) ? formatPhone(pdfText(p.phone)) : '']
    .filter(Boolean)
    .join(' - ');
  return [name, doc, streetLine(p), cityLine(p), contacts].filter(Boolean);
}
