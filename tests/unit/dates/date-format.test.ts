import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { saoPauloTimestamp } from '../../../src/domain/dashboard';
import {
  dateParts,
  fileDay,
  formatDmy,
  formatDmyHm,
  formatYmd,
  formatYmdHm,
} from '../../../src/domain/date-format';
import { toApiDate, toDisplayDate } from '../../../src/domain/dates';
import { importDate } from '../../../src/screens/orders/import/import-files';
import { importRows } from '../../../src/screens/registers/products/product-import';
import { readSpreadsheet } from '../../../src/services/documents/spreadsheet';

// Issue 35: these tests run twice, under TZ=UTC and TZ=America/Sao_Paulo (vitest.config.ts
// projects "unit" and "dates-sao-paulo"); what differs between the zones is written per zone.
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const inBrazil = zone === 'America/Sao_Paulo';

describe(`the one date helper (zone ${zone})`, () => {
  it('runs in one of the two zones the test command names', () => {
    expect(['UTC', 'Etc/UTC', 'America/Sao_Paulo']).toContain(zone);
    // 10/05/2024 noon in Brazil is 15:00 UTC; the offset the process sees matches the zone
    expect(new Date('2024-05-10T15:00:00Z').getTimezoneOffset()).toBe(inBrazil ? 180 : 0);
  });

  it('formats a local date as the person reads it', () => {
    const d = new Date(2024, 4, 10, 9, 7, 5);
    expect(formatYmd(d)).toBe('2024-05-10');
    expect(formatDmy(d)).toBe('10/05/2024');
    expect(formatYmdHm(d)).toBe('2024-05-10 09:07');
    expect(formatDmyHm(d)).toBe('10/05/2024 09:07');
    expect(formatDmyHm(d, true)).toBe('10/05/2024 09:07:05');
    expect(toApiDate(d)).toBe('2024-05-10');
    expect(toDisplayDate(d)).toBe('10/05/2024');
    // midnight is 00, not 24 (hourCycle h23)
    expect(formatYmdHm(new Date(2024, 4, 10, 0, 0))).toBe('2024-05-10 00:00');
  });

  it('reads a UTC instant in UTC whatever the zone', () => {
    const cell = new Date(Date.UTC(2024, 4, 10));
    expect(formatYmdHm(cell, 'UTC')).toBe('2024-05-10 00:00');
    expect(formatYmd(cell, 'UTC')).toBe('2024-05-10');
    expect(dateParts(cell, 'UTC')).toEqual({
      year: '2024',
      month: '05',
      day: '10',
      hour: '00',
      minute: '00',
      second: '00',
    });
    // …while the local reading is the day before at 21:00 in Brazil (the bug of issue 35)
    expect(formatYmdHm(cell)).toBe(inBrazil ? '2024-05-09 21:00' : '2024-05-10 00:00');
  });

  it('names export files after the local day, also after 21:00 in Brazil', () => {
    const lateEvening = new Date('2024-05-11T00:30:00Z'); // 21:30 on 10/05 in São Paulo
    expect(fileDay(lateEvening)).toBe(inBrazil ? '2024-05-10' : '2024-05-11');
  });
});

describe(`spreadsheet date cells (zone ${zone})`, () => {
  async function workbookWithDate(header: string, extra: Record<string, string>) {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('s');
    sheet.addRow([header, ...Object.keys(extra)]);
    sheet.addRow([new Date(Date.UTC(2024, 4, 10)), ...Object.values(extra)]);
    return new Uint8Array(await workbook.xlsx.writeBuffer());
  }

  it('an order import sends the cell 10/05/2024 as 2024-05-10 in both zones', async () => {
    const rows = await readSpreadsheet(await workbookWithDate('order date', {}));
    expect(rows[0]['order date']).toBeInstanceOf(Date);
    expect(importDate(rows[0]['order date'])).toBe('2024-05-10 00:00');
  });

  it('a product import sends a date cell 10/05/2024 as 2024-05-10 in both zones', async () => {
    const rows = await readSpreadsheet(await workbookWithDate('observation', { sku: 'SKU-1' }));
    expect(importRows(rows)[0]).toMatchObject({ observation: '2024-05-10', sku: 'SKU-1' });
  });
});

describe(`the platform zone (zone ${zone})`, () => {
  it('writes the pickup finish timestamp in São Paulo time from any zone (doc 1 §7.2)', () => {
    expect(saoPauloTimestamp(new Date('2024-05-11T00:30:05Z'))).toBe('2024-05-10 21:30:05');
  });
});
