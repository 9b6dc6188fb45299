import type { NpsRecordRow } from '../../store/nps-records.repo';
import type { OrderRow, OrderSeed } from '../../store/order-tables';
import type { SurveyRecord } from '../../store/surveys.repo';
import { SEED_EPOCH } from '../epoch';
import { DEMO_DOCUMENTS } from './companies';
import type { CompanyCtx } from './company-context';
import { DEMO_NPS_IDS } from './order-ids';
import { DAY, iso, pad } from './order-values';

/** The demo NPS records (DEMO_NPS_IDS among them) and the public surveys behind them. */
export function demoNps(
  demo: OrderSeed[],
  docs: OrderSeed,
  principal: CompanyCtx,
): { surveys: SurveyRecord[]; npsRecords: NpsRecordRow[] } {
  // --- NPS: a survey per some DONE orders, plus the named records
  const surveys: SurveyRecord[] = [];
  const npsRecords: NpsRecordRow[] = [];
  const nps = (
    id: string,
    code: string,
    order: OrderRow | null,
    companyDocument: string,
    answer: { rating: number; reason: string } | null,
    treated: string | null,
  ) => {
    const created = order ? order.orderDate : iso(SEED_EPOCH - 10 * DAY);
    const createdMs = Date.parse(created) + 2 * DAY;
    surveys.push({
      code,
      companyDocument,
      status: answer ? 'answered' : 'unanswered',
      rating: answer?.rating ?? null,
      reason: answer?.reason ?? null,
      answeredAt: answer ? iso(createdMs + DAY) : null,
    });
    npsRecords.push({
      id,
      code,
      companyDocument,
      orderId: order?.id ?? null,
      treated: treated !== null,
      resolution: treated,
      dateResolution: treated ? iso(createdMs + 2 * DAY) : null,
      sentCount: 1,
      createdAt: iso(createdMs),
    });
  };
  const doneOrders = demo.filter((o) => o.row.status === 'DONE' && !o.row.parentOrderId);
  const REASONS = [
    'Entrega rápida.',
    'Atrasou dois dias.',
    'Produto avariado.',
    'Ótimo atendimento.',
    'Motorista educado.',
  ];
  const principalDone = doneOrders.filter((o) => o.row.companyDocument === principal.document);
  principalDone.slice(0, 40).forEach((o, i) => {
    const answered = i % 10 < 7;
    const rating = [2, 4, 6, 7, 8, 9, 10, 10, 9, 5][i % 10];
    nps(
      `nps-${pad(i + 1)}`,
      `NPS-O${pad(i + 1)}`,
      o.row,
      principal.document,
      answered ? { rating, reason: REASONS[i % REASONS.length] } : null,
      answered && rating < 7 && i % 3 === 0 ? 'Cliente contatado; reenvio agendado.' : null,
    );
  });
  const docsRow = docs.row;
  nps(
    DEMO_NPS_IDS.detractor,
    'NPS-DETRACTOR',
    docsRow,
    principal.document,
    { rating: 3, reason: 'Chegou atrasado.' },
    null,
  );
  nps(
    DEMO_NPS_IDS.treated,
    'NPS-TREATED',
    principalDone[41]?.row ?? docsRow,
    principal.document,
    { rating: 2, reason: 'Caixa amassada.' },
    'Troca enviada ao cliente.',
  );
  nps(
    DEMO_NPS_IDS.promoter,
    'NPS-PROMOTER',
    principalDone[42]?.row ?? docsRow,
    principal.document,
    { rating: 10, reason: 'Perfeito!' },
    null,
  );
  nps(
    DEMO_NPS_IDS.neutral,
    'NPS-NEUTRAL',
    principalDone[43]?.row ?? docsRow,
    principal.document,
    { rating: 8, reason: 'Bom.' },
    null,
  );
  nps(
    DEMO_NPS_IDS.unanswered,
    'NPS-UNANSWERED',
    principalDone[44]?.row ?? docsRow,
    principal.document,
    null,
    null,
  );
  for (const key of ['subsidiary1', 'subsidiary2'] as const) {
    doneOrders
      .filter((o) => o.row.companyDocument === DEMO_DOCUMENTS[key])
      .slice(0, 4)
      .forEach((o, i) => {
        nps(
          `nps-${key}-${i + 1}`,
          `NPS-${key === 'subsidiary1' ? 'S1' : 'S2'}-${i + 1}`,
          o.row,
          DEMO_DOCUMENTS[key],
          i % 2 ? { rating: 4 + i, reason: 'Ok.' } : null,
          null,
        );
      });
  }
  const outsiderDone = doneOrders.find((o) => o.row.companyDocument === DEMO_DOCUMENTS.outsider);
  nps(
    DEMO_NPS_IDS.outsider,
    'NPS-OUTSIDER',
    outsiderDone?.row ?? null,
    DEMO_DOCUMENTS.outsider,
    { rating: 3, reason: 'Ruim.' },
    null,
  );
  return { surveys, npsRecords };
}
