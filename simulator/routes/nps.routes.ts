import { type } from 'arktype';
import type { FastifyInstance } from 'fastify';
import { type SurveyAnswerResult, type SurveyView, surveyAnswer } from '../../src/domain/survey.schema';
import { surveyLifecycle } from '../../src/machines/survey.machine';
import { decide, within } from '../http/decide';
import { notFound } from '../http/http-error';
import { surveyAnswerResult, surveyViewAnswer } from '../http/platform-answers';
import { addRoute } from '../http/validate';
import { MESSAGES } from '../i18n/messages/platform';
import { platformMessage } from '../i18n/messages/platform-success';
import { SURVEY_STATUSES } from '../store/surveys.repo';

const surveyCode = type({ code: '0 < string <= 64' });

export async function npsRoutes(app: FastifyInstance) {
  addRoute(app, {
    method: 'GET',
    url: '/nps/verify/:code',
    summary: 'Public survey by code: company logo, invitation text, answered flag (doc 1 §3.5)',
    tags: ['nps'],
    response: surveyViewAnswer,
    params: surveyCode,
    handler: async (request): Promise<SurveyView> => {
      const view = request.store.surveys.view(request.params.code);
      if (!view) throw notFound(MESSAGES.surveyNotFound);
      return view;
    },
  });

  addRoute(app, {
    method: 'PUT',
    url: '/nps/:code',
    summary: 'Answer a survey with a rating 1..10 (doc 1 §5); 409 when surveyMachine refuses SEND',
    tags: ['nps'],
    response: surveyAnswerResult,
    params: surveyCode,
    body: surveyAnswer,
    handler: async (request): Promise<SurveyAnswerResult> => {
      const { store } = request;
      const record = store.surveys.byCode(request.params.code);
      if (!record) throw notFound(MESSAGES.surveyNotFound);
      const { rating, reason } = request.body;
      // doc 1 §4: SEND only while unanswered; the stored answer is the machine's SENT outcome.
      const answered = decide(
        surveyLifecycle,
        record,
        [{ type: 'SEND', rating }, { type: 'SENT' }],
        MESSAGES.surveyRefused,
      );
      store.surveys.update({
        ...record,
        status: within(answered.state, SURVEY_STATUSES),
        rating,
        reason: reason ?? null,
        answeredAt: request.now().toISOString(),
      });
      // doc 1 §7.2: "data holds message and status; 200 is success".
      return { data: { message: platformMessage(request, 'surveyAnswered'), status: 200 } };
    },
  });
}
