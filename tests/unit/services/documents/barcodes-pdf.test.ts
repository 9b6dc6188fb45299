import { describe, expect, it } from 'vitest';
import { encodeCode128, QUIET_ZONE } from '../../../../src/services/documents/barcode';
import { buildBarcodesPdf } from '../../../../src/services/documents/barcodes-pdf';
import { imageSizes, pdfSource } from './fixtures';

// doc 3 §2 Inbound row menu "print barcodes", doc 3 §9 CODE128.

describe('barcodes sheet', () => {
  it('draws one CODE128 barcode per product with a value, with its caption', async () => {
    const doc = await buildBarcodesPdf('Pedido 100010', [
      { value: '7890000118785', caption: 'Palete PBR 1 — 6,00 CX' },
      { value: null, caption: 'sem código' },
      { value: 'ABC-1', caption: 'Cabo USB' },
    ]);
    const source = pdfSource(doc);
    const widths = imageSizes(source).map((s) => s.width);
    expect(widths).toHaveLength(2);
    expect(widths).toContain((await encodeCode128('7890000118785')).length + 2 * QUIET_ZONE);
    expect(source).toContain('(Pedido 100010)');
    expect(source).not.toContain('sem código');
  });
});
