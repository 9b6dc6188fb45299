import { describe, expect, it } from 'vitest';
import { summaryGroups } from '../../../../src/screens/routes/activities/activity-columns';
import { buildReportWorkbook } from '../../../../src/services/documents/report-excel';
import { buildReportPdf } from '../../../../src/services/documents/report-pdf';
import { pdfSource } from '../../services/documents/fixtures';

// The route reports' grouped summary (doc 1 §9 buckets) as the PDF and the workbook carry it.

const summary = { deliveryMinutes: [3, 0, 1, 0, 0, 2], distanceKm: [4, 1, 0, 0, 1], notDelivered: 0 };

describe('route reports: doc 1 §9 summary', () => {
  it('names every bucket in the language, "acima de" for the last', () => {
    const [time, distance] = summaryGroups(summary);
    expect(time.rows.map(([label]) => label)).toEqual([
      '0–10 min',
      '11–20 min',
      '21–30 min',
      '31–40 min',
      '41–60 min',
      'acima de 60 min',
      'Ainda não entregues',
    ]);
    expect(distance.rows).toEqual([
      ['0–5 km', 4],
      ['5,001–10 km', 1],
      ['10,001–15 km', 0],
      ['15,001–20 km', 0],
      ['acima de 20,001 km', 1],
    ]);
  });
  it('prints the groups after the rows in the PDF', async () => {
    const doc = await buildReportPdf('Atividades', [{ header: 'Pedido', value: (r: string) => r }], ['P-1'], {
      summaries: summaryGroups(summary),
    });
    const source = pdfSource(doc);
    expect(source).toContain('(Tempo da rota até a entrega)');
    expect(source).toContain('(acima de 20,001 km)');
    expect(source.indexOf('(P-1)')).toBeLessThan(source.indexOf('(Distância)'));
  });
  it('puts the groups on a second sheet of the workbook, counts as numbers', async () => {
    const buffer = await buildReportWorkbook(
      'Atividades',
      [{ header: 'Pedido', value: (r: string) => r }],
      ['P-1'],
      summaryGroups(summary),
    );
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer);
    const sheet = book.getWorksheet('Resumo');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Tempo da rota até a entrega', 'Quantidade']);
    expect(sheet?.getRow(2).values).toEqual([undefined, '0–10 min', 3]);
    const last = sheet?.getRow(sheet.rowCount).values;
    expect(last).toEqual([undefined, 'acima de 20,001 km', 1]);
  });
});
