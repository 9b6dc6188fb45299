import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readSpreadsheet, readSpreadsheetTable } from '../../../../src/services/documents/spreadsheet';

// doc 1 §5 / doc 2 §5: import files csv, xlsx, xls — rows with empty values as null.

async function sampleWorkbook() {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pedidos');
  sheet.addRow(['orderCode', 'serie', 'senderDocument', 'note']);
  sheet.addRow(['00123', 1, null, 'urgente']);
  sheet.addRow(['00124', null, '11222333000181', '']);
  sheet.addRow([]);
  sheet.addRow(['00125', 2, '52998224725', null]);
  return workbook;
}

describe('readSpreadsheet', () => {
  it('reads xlsx with empty cells as null and skips empty rows', async () => {
    const buffer = await (await sampleWorkbook()).xlsx.writeBuffer();
    const rows = await readSpreadsheet(new Blob([buffer]));
    expect(rows).toEqual([
      { orderCode: '00123', serie: 1, senderDocument: null, note: 'urgente' },
      { orderCode: '00124', serie: null, senderDocument: '11222333000181', note: null },
      { orderCode: '00125', serie: 2, senderDocument: '52998224725', note: null },
    ]);
  });

  it('reads csv written by exceljs with empty cells as null, keeping codes as text', async () => {
    const buffer = await (await sampleWorkbook()).csv.writeBuffer();
    const rows = await readSpreadsheet(new Uint8Array(buffer as ArrayBuffer));
    expect(rows).toEqual([
      { orderCode: '00123', serie: '1', senderDocument: null, note: 'urgente' },
      { orderCode: '00124', serie: null, senderDocument: '11222333000181', note: null },
      { orderCode: '00125', serie: '2', senderDocument: '52998224725', note: null },
    ]);
  });

  it('reads semicolon csv with a BOM and quoted fields', async () => {
    const text = '\uFEFFcódigo;nome;obs\n"001";"Silva; Filhos";\n002;;"x"\n';
    const file = new File([text], 'pedidos.csv', { type: 'text/csv' });
    expect(await readSpreadsheet(file)).toEqual([
      { código: '001', nome: 'Silva; Filhos', obs: null },
      { código: '002', nome: null, obs: 'x' },
    ]);
    expect(await readSpreadsheet(new File(['a\tb\tc\n1\t\t3\n'], 'tab.csv'))).toEqual([
      { a: '1', b: null, c: '3' },
    ]);
  });

  it('an xlsx saved as .xls is read as xlsx; an old binary xls is refused', async () => {
    const buffer = await (await sampleWorkbook()).xlsx.writeBuffer();
    const table = await readSpreadsheetTable(new File([buffer], 'pedidos.xls'));
    expect(table[0]).toEqual(['orderCode', 'serie', 'senderDocument', 'note']);
    const ole = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    await expect(readSpreadsheet(ole)).rejects.toMatchObject({ messageId: 'documents.xlsUnsupported' });
  });
});
