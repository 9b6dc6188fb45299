// GET /integrations/sysemp/data/{id} (doc 2 §7; issue 35). The seed names the call and not what it
// answers nor where it is called: ours, the ERP record behind an order the billing integration
// imported (POST /process-import keeps the integration and the code the ERP knows the order by, as
// `externalCode` "bsoft:<code>" or "rsys:<code>"), read by order id and shown on the order's
// detail. An order that did not come through an integration has none (404).

export const ERP_INTEGRATIONS = ['bsoft', 'rsys'] as const;
export type ErpIntegration = (typeof ERP_INTEGRATIONS)[number];

export interface IntegrationOrderData {
  orderId: string;
  orderNumber: string;
  orderSerie: string;
  /** the billing integration that imported the order */
  integration: ErpIntegration;
  /** the code the ERP knows the order by (as typed in the manual import, cut to 44) */
  code: string;
  accessKey: string | null;
  /** when the order was imported (ISO) */
  importedAt: string;
}

/** The integration and ERP code of an order's externalCode; null when it came another way. */
export function erpCodeOf(externalCode: string | null): { integration: ErpIntegration; code: string } | null {
  if (!externalCode) return null;
  const at = externalCode.indexOf(':');
  const integration = externalCode.slice(0, at);
  const code = externalCode.slice(at + 1);
  if (at < 0 || !code || !(ERP_INTEGRATIONS as readonly string[]).includes(integration)) return null;
  return { integration: integration as ErpIntegration, code };
}

/** Whether an order's detail offers its ERP data (the console asks only for these). */
export const hasErpData = (order: { origin?: string | null }) => order.origin === 'INTEGRATION';
