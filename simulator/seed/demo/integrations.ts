import type { IntegrationRow } from '../../store/integrations.repo';
import { DEMO_DOCUMENTS } from './companies';

/** The billing integrations of the demo companies: principal bsoft and rsys, subsidiary 1 rsys,
 * subsidiary 2 none. */
export function demoIntegrations(): IntegrationRow[] {
  return [
    {
      id: 'int-bsoft-principal',
      companyDocument: DEMO_DOCUMENTS.principal,
      name: 'bsoft',
      config: { apiKey: 'demo-bsoft-api-key' },
      active: true,
    },
    {
      id: 'int-rsys-principal',
      companyDocument: DEMO_DOCUMENTS.principal,
      name: 'rsys',
      config: { empresa: '001' },
      active: true,
    },
    {
      id: 'int-rsys-subsidiary1',
      companyDocument: DEMO_DOCUMENTS.subsidiary1,
      name: 'rsys',
      config: { empresa: '002' },
      active: true,
    },
  ];
}
