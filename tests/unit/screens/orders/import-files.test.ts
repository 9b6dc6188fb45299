import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { completeCnpj, completeCpf } from '../../../../src/domain/documents';
import { importRow } from '../../../../src/domain/orders.schema';
import { validate } from '../../../../src/domain/validation';
import {
  accessKeyOfXml,
  cellNumber,
  checkNfeXml,
  countOrders,
  ImportFileError,
  importDate,
  importFieldOf,
  importKindOf,
  prepareImport,
  toImportRow,
} from '../../../../src/screens/orders/import/import-files';

const cpf = completeCpf('123456789');
const cnpj = completeCnpj('112223330001');

const CSV = [
  'Order Number;Recipient Document;recipient_name;postal code;street;number;neighborhood;city;state;sku;description;quantity;price unit;order date;extra',
  `00123;${cpf};Maria Silva;01310100;Av. Paulista;1000;Bela Vista;São Paulo;sp;SKU-1;Caneta;2;1,50;05/01/2025 10:30;x`,
  `00123;${cpf};Maria Silva;01310100;Av. Paulista;1000;Bela Vista;São Paulo;sp;SKU-2;Lápis;3;;;`,
  ';;;;;;;;;;;;;;',
  `00124;${cnpj};ACME;01310100;Av. Paulista;2000;Bela Vista;São Paulo;SP;SKU-1;Caneta;1;1.5;;`,
].join('\n');

const NFE = `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe35250111222333000181550010000001231000000011" versao="4.00"><ide><nNF>123</nNF></ide></infNFe></NFe></nfeProc>`;

describe('order import files (doc 1 §5, doc 2 §5, §7)', () => {
  it('tells the import by the extension', () => {
    expect(importKindOf('pedidos.CSV')).toBe('spreadsheet');
    expect(importKindOf('a.xlsx')).toBe('spreadsheet');
    expect(importKindOf('a.xls')).toBe('spreadsheet');
    expect(importKindOf('nota.xml')).toBe('xml');
    expect(importKindOf('foto.png')).toBeNull();
  });

  it('matches headers whatever their case, spacing or accents', () => {
    expect(importFieldOf('Order Number')).toBe('orderNumber');
    expect(importFieldOf('recipient_document')).toBe('recipientDocument');
    expect(importFieldOf('PRICEUNIT')).toBe('priceUnit');
    expect(importFieldOf('Observação')).toBeNull();
  });

  it('reads numbers, dates, documents and postal codes for the API', () => {
    expect(cellNumber('1.234,5')).toBe(1234.5);
    expect(cellNumber('2')).toBe(2);
    expect(cellNumber(null)).toBeNull();
    expect(cellNumber('abc')).toBeNull();
    expect(importDate('05/01/2025 10:30')).toBe('2025-01-05 10:30');
    expect(importDate('05/01/2025')).toBe('2025-01-05 00:00');
    // an exceljs date cell: the wall-clock time in UTC (tests/unit/dates reads one in two zones)
    expect(importDate(new Date(Date.UTC(2025, 0, 5, 9, 7)))).toBe('2025-01-05 09:07');
    const row = toImportRow({
      orderNumber: 123,
      recipientDocument: Number(cpf.replace(/^0+/, '')),
      postalCode: 1310100,
      state: 'sp',
      quantity: '2',
      recipientPhone: '(11) 91234-5678',
      ignored: 'x',
      priceUnit: null,
    });
    expect(row).toEqual({
      orderNumber: '123',
      recipientDocument: cpf,
      postalCode: '01310100',
      state: 'SP',
      quantity: 2,
      recipientPhone: '11912345678',
      priceUnit: null,
    });
  });

  it('reads a CSV (";" separated) into rows the import schema accepts, empty cells null', async () => {
    const prepared = await prepareImport(new File([CSV], 'pedidos.csv', { type: 'text/csv' }));
    expect(prepared.kind).toBe('spreadsheet');
    if (prepared.kind !== 'spreadsheet') return;
    expect(prepared.rows).toHaveLength(3);
    expect(prepared.orders).toBe(2);
    expect(prepared.rows[0]).toMatchObject({
      orderNumber: '00123',
      recipientDocument: cpf,
      quantity: 2,
      priceUnit: 1.5,
      orderDate: '2025-01-05 10:30',
      state: 'SP',
    });
    expect(prepared.rows[1].priceUnit).toBeNull();
    expect(prepared.rows[1].orderDate).toBeNull();
    expect(prepared.rows[0]).not.toHaveProperty('extra');
    for (const row of prepared.rows) expect(validate(importRow, row).ok, JSON.stringify(row)).toBe(true);
    expect(countOrders(prepared.rows)).toBe(2);
  });

  it('reads the first sheet of an xlsx', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Pedidos');
    sheet.addRow(['orderNumber', 'recipientDocument', 'recipientName', 'postalCode', 'street', 'number']);
    sheet.addRow([555, cnpj, 'ACME', '01310100', 'Rua A', 10]);
    sheet.addRow([]);
    const buffer = await workbook.xlsx.writeBuffer();
    const prepared = await prepareImport(new File([buffer as ArrayBuffer], 'pedidos.xlsx'));
    expect(prepared.kind === 'spreadsheet' && prepared.rows).toEqual([
      {
        orderNumber: '555',
        recipientDocument: cnpj,
        recipientName: 'ACME',
        postalCode: '01310100',
        street: 'Rua A',
        number: '10',
      },
    ]);
  });

  it('refuses an empty spreadsheet and an unsupported file', async () => {
    await expect(prepareImport(new File(['orderNumber;sku\n'], 'vazio.csv'))).rejects.toBeInstanceOf(
      ImportFileError,
    );
    await expect(prepareImport(new File(['x'], 'foto.png'))).rejects.toMatchObject({
      messageId: 'orders.import.errors.unsupported',
    });
  });

  it('takes an NF-e XML as text and reads its access key', async () => {
    const prepared = await prepareImport(new File([NFE], 'nota.xml', { type: 'text/xml' }));
    expect(prepared).toMatchObject({
      kind: 'xml',
      accessKey: '35250111222333000181550010000001231000000011',
    });
    expect(accessKeyOfXml('<chNFe>35250111222333000181550010000001231000000011</chNFe>')).toHaveLength(44);
    expect(accessKeyOfXml('<a/>')).toBeNull();
    expect(() => checkNfeXml('<pedido/>')).toThrow(ImportFileError);
    expect(() => checkNfeXml('  ')).toThrow(ImportFileError);
  });
});
