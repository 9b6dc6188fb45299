import type { Configuration } from '../../../src/domain/configuration';
import { baseConfiguration } from '../configurations';
import { DEMO_DOCUMENTS } from './companies';

/** The principal's survey invitation: trusted HTML (doc 1 §2.5 "configurable HTML invitation"). */
export const PRINCIPAL_NPS_TEXT =
  '<h2>Como foi sua experiência com a Demo Logística?</h2><p>Sua opinião nos ajuda a <strong>melhorar</strong> cada entrega.</p>';

/** Subsidiary 1's invitation carries script and event-handler payloads, so the survey page is
 * tested against stored HTML that must be sanitised before it is shown (NPS-XSS). */
export const XSS_NPS_TEXT = '<p>Olá</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2">';

export function demoConfigurations(): Configuration[] {
  return [
    {
      ...baseConfiguration(DEMO_DOCUMENTS.principal),
      sendNps: true,
      npsText: PRINCIPAL_NPS_TEXT,
      // Routes at the principal's docks are confirmed by its RFID portals (doc 1 §3.2, DESIGN §6).
      routerMandatoryConfirmationRFIDPortal: true,
    },
    // Picking and packing off: the Operations menu differs after a company switch (doc 1 §2.6).
    {
      ...baseConfiguration(DEMO_DOCUMENTS.subsidiary1),
      statusPickingLeadTime: false,
      statusPackingLeadTime: false,
      sendNps: true,
      npsText: XSS_NPS_TEXT,
    },
    // No npsText: the survey page falls back to the default Portuguese text (NPS-PLAIN).
    { ...baseConfiguration(DEMO_DOCUMENTS.subsidiary2), sendNps: true, npsText: null },
    baseConfiguration(DEMO_DOCUMENTS.outsider),
  ];
}
