import type { Database } from 'better-sqlite3';
import { activitySummary } from '../../src/domain/report-buckets';

/**
 * GET /routes/driver-activities (doc 3 §2 route reports, §3 "Route-activity row", Portuguese
 * field names): one row per route item in a date range, optionally for some drivers, in SQL.
 * What the simulator does not track is null (ours): the stage durations before the route (picking,
 * check), scheduling, and the route's start (DataInicioRota is the route date until the platform's
 * driver app tells otherwise).
 * `summary` (ours) counts every row of the filters into doc 1 §9's time and distance buckets
 * (src/domain/report-buckets.ts): the reports' grouped summary on screen, in the PDF and the workbook.
 */
export interface RouteActivityRow {
  DataRota: string;
  DataInicioRota: string;
  Pedido: string;
  PedidoId: string;
  DataHoraPedido: string;
  Entregador: string | null;
  EntregadorId: string | null;
  Endereco: string;
  Situacao: string;
  DataEntregue: string | null;
  TipoPedido: string;
  Cliente: string;
  Frete: number;
  Repasse: number;
  Rota: string;
  RotaId: string;
  TempoCriacaoSeparacao: null;
  TempoSeparacaoConcluido: null;
  TempoSeparacaoConferencia: null;
  TempoConferenciaRota: null;
  /** minutes from the route's date to the delivery */
  TempoRotaEntrega: number | null;
  /** minutes from the order's creation to the delivery */
  TempoCriacaoEntrega: number | null;
  EhAgendamento: boolean;
  PrevisaoEntrega: string | null;
  StatusEntregaAgendamento: null;
  KM: number;
  Observacao: string | null;
}

export function routeActivities(db: Database) {
  const rows = db.prepare(`
    SELECT r.routeDate AS DataRota, r.routeDate AS DataInicioRota, o.orderNumber AS Pedido, o.id AS PedidoId,
           o.createdAt AS DataHoraPedido, u.name AS Entregador, u.id AS EntregadorId,
           o.recipientStreet || ', ' || o.recipientNumber || ' - ' || o.recipientNeighborhood || ', ' || o.recipientCity || '/' || o.recipientState AS Endereco,
           ri.status AS Situacao, ri.settledAt AS DataEntregue, o.type AS TipoPedido, o.recipientName AS Cliente,
           o.priceFreight AS Frete, o.priceTransfer AS Repasse, r.code AS Rota, r.id AS RotaId,
           NULL AS TempoCriacaoSeparacao, NULL AS TempoSeparacaoConcluido, NULL AS TempoSeparacaoConferencia,
           NULL AS TempoConferenciaRota,
           CASE WHEN ri.settledAt IS NULL THEN NULL ELSE CAST(round((julianday(ri.settledAt) - julianday(r.routeDate)) * 1440) AS INTEGER) END AS TempoRotaEntrega,
           CASE WHEN ri.settledAt IS NULL THEN NULL ELSE CAST(round((julianday(ri.settledAt) - julianday(o.createdAt)) * 1440) AS INTEGER) END AS TempoCriacaoEntrega,
           o.scheduledDelivery AS EhAgendamento, o.deliveryDate AS PrevisaoEntrega, NULL AS StatusEntregaAgendamento,
           round(ri.distance / 1000.0, 2) AS KM, ri.occurrenceReason AS Observacao
    FROM route_items ri JOIN routes r ON r.id = ri.routeId JOIN orders o ON o.id = ri.orderId
    LEFT JOIN users u ON u.id = r.userId
    WHERE r.companyDocument = @companyDocument
      AND (@from IS NULL OR r.routeDate BETWEEN @from AND @to)
      AND (@drivers IS NULL OR r.userId IN (SELECT value FROM json_each(@drivers)))
    ORDER BY r.routeDate DESC, r.code, ri.sequence IS NULL, ri.sequence, ri.rowid
    LIMIT @take OFFSET @offset`);
  // every row of the filters, two numbers each: the total and the buckets in one pass
  const measures = db.prepare(`
    SELECT CASE WHEN ri.settledAt IS NULL THEN NULL ELSE CAST(round((julianday(ri.settledAt) - julianday(r.routeDate)) * 1440) AS INTEGER) END AS minutes,
           round(ri.distance / 1000.0, 2) AS km
    FROM route_items ri JOIN routes r ON r.id = ri.routeId
    WHERE r.companyDocument = @companyDocument
      AND (@from IS NULL OR r.routeDate BETWEEN @from AND @to)
      AND (@drivers IS NULL OR r.userId IN (SELECT value FROM json_each(@drivers)))`);
  return (q: {
    companyDocument: string;
    from: string | null;
    to: string | null;
    driverIds: string[];
    page: number;
    take: number;
  }) => {
    const p = {
      companyDocument: q.companyDocument,
      from: q.from,
      to: q.to,
      drivers: q.driverIds.length > 0 ? JSON.stringify(q.driverIds) : null,
    };
    const activities = (
      rows.all({ ...p, take: q.take, offset: (q.page - 1) * q.take }) as RouteActivityRow[]
    ).map((r) => ({ ...r, EhAgendamento: Boolean(r.EhAgendamento) }));
    const all = measures.all(p) as { minutes: number | null; km: number }[];
    return { activities, total: all.length, summary: activitySummary(all) };
  };
}
