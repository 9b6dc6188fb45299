import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { companySettings, companySettingsProblems } from '../../src/domain/company-settings.schema';
import type { Configuration } from '../../src/domain/configuration';
import { messageAnswer } from '../http/answers';
import { badRequest, notFound } from '../http/http-error';
import { addRoute } from '../http/validate';
import { DASHBOARD_MESSAGES, dashboardMessage } from '../i18n/messages/dashboard';
import { MESSAGES } from '../i18n/messages/platform';

const companyId = type({ id: '0 < string <= 64' });

/**
 * PUT /company/{id} (doc 1 §2.7, §3, §5, §7.2): the settings dialog's save — the company's
 * editable fields plus its whole configuration, operation flow entries included. Only the own
 * company or a subsidiary (the viewer's viewable companies, doc 1 §6): 403 otherwise. The range
 * and chain rules (domain/configuration-ranges.ts, domain/operation-flow.ts) answer 400 with
 * every problem and change nothing.
 */
export async function companySettingsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'PUT',
    url: '/company/:id',
    summary: 'Saves a company and its configuration (settings dialog); own company or a subsidiary',
    tags: ['company'],
    auth: true,
    params: companyId,
    body: companySettings,
    response: messageAnswer,
    handler: async (request) => {
      const { store } = request;
      const company = store.companies.byId(request.params.id);
      if (!company) throw notFound(MESSAGES.companyNotFound);
      request.assertViewable(company.cnpj);
      const { configuration: settings, ...fields } = request.body;
      const problems = companySettingsProblems(settings);
      if (problems.length) throw badRequest(DASHBOARD_MESSAGES.invalidSettings(problems), problems);
      const [current] = store.configurations.ofCompany(company.cnpj);
      if (!current) throw notFound(DASHBOARD_MESSAGES.noConfiguration);
      const configuration: Configuration = {
        ...current,
        ...settings,
        // doc 1 §3.3: each entry belongs to the company and its configuration
        operationFlows: settings.operationFlows.map((e, i) => ({
          id: e.id || `${current.id}-flow-${i + 1}`,
          companyDocument: company.cnpj,
          configure: current.id,
          type: e.type,
          ordem: e.ordem,
          nextStep: e.nextStep,
        })),
      };
      store.db.transaction(() => {
        store.companies.update(company.id, fields);
        store.configurations.update(configuration);
      })();
      return { message: dashboardMessage(request, 'companyUpdated') };
    },
  });
}
