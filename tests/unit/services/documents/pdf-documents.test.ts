import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  canPrint,
  formatAccessKey,
  missingAttachments,
} from '../../../../src/services/documents/availability';
import { encodeCode128, QUIET_ZONE } from '../../../../src/services/documents/barcode';
import { runPrint } from '../../../../src/services/documents/deliver';
import { DocumentError } from '../../../../src/services/documents/document-error';
import { buildLabelPdf, labelBarcodeValue } from '../../../../src/services/documents/label-pdf';
import { buildNfePdf, printNfe } from '../../../../src/services/documents/nfe-pdf';
import { buildOrderPdf, printOrderPdf } from '../../../../src/services/documents/order-pdf';
import { pdfText } from '../../../../src/services/documents/pdf';
import { buildReportPdf } from '../../../../src/services/documents/report-pdf';
import { buildSimplifiedDanfePdf } from '../../../../src/services/documents/simplified-danfe-pdf';
import { formatMoney } from '../../../../src/services/format';
import { notify } from '../../../../src/services/toasts';
import { ACCESS_KEY, company, imageSizes, order, pdfSource } from './fixtures';

// doc 2 §9: PDF A4 (595.28 x 841.89), currency R$, barcode CODE128; doc 2 §8: missing logo → error toast.

const CODE128_STARTS = ['11010000100', '11010010000', '11010011100']; // start A, B, C
const CODE128_STOP = '1100011101011';

const mediaBox = (source: string) => {
  const m = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(source);
  return m ? [Number(Number(m[1]).toFixed(2)), Number(Number(m[2]).toFixed(2))] : null;
};

afterEach(() => vi.restoreAllMocks());

describe('order PDF', () => {
  it('is A4 portrait, carries the company logo and R$ values', async () => {
    const doc = await buildOrderPdf(order, company);
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(595.28, 2);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(841.89, 2);
    const source = pdfSource(doc);
    expect(mediaBox(source)).toEqual([595.28, 841.89]);
    expect(source).toContain('R$');
    expect(source).toContain(pdfText(formatMoney(20)));
    expect(source).toContain('(PED-1234)');
    // the 1 × 1 logo
    expect(imageSizes(source)).toContainEqual({ width: 1, height: 1 });
  });

  it('refuses to build without a company logo', async () => {
    await expect(buildOrderPdf(order, { ...company, logo: null })).rejects.toMatchObject({
      messageId: 'documents.logoMissing',
    });
  });

  it('printing without a logo shows the error toast and delivers nothing', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    await expect(printOrderPdf(order, { ...company, logo: '' })).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/logo/i));
    expect(success).not.toHaveBeenCalled();
  });
});

describe('label', () => {
  it('holds the order number as a CODE128 barcode image', async () => {
    const modules = await encodeCode128(labelBarcodeValue(order));
    expect(CODE128_STARTS.some((start) => modules.startsWith(start))).toBe(true);
    expect(modules.endsWith(CODE128_STOP)).toBe(true);
    const doc = await buildLabelPdf(order, company);
    const source = pdfSource(doc);
    expect(mediaBox(source)).toEqual([595.28, 841.89]);
    // one pixel per module plus the quiet zones
    expect(imageSizes(source).map((s) => s.width)).toContain(modules.length + 2 * QUIET_ZONE);
    expect(source).toContain('(PED-1234)');
  });

  it("needs the order's Label attachment", async () => {
    expect(canPrint({ orderNumber: '1', attachmentTypes: ['Label'] }, 'label')).toBe(true);
    expect(canPrint({ orderNumber: '1', attachmentTypes: ['nf-e'] }, 'label')).toBe(false);
    await expect(buildLabelPdf({ ...order, attachments: [] })).rejects.toBeInstanceOf(DocumentError);
  });
});

describe('NF-e and simplified DANFE', () => {
  it('print the access key as a CODE128 barcode and the R$ totals', async () => {
    const modules = await encodeCode128(ACCESS_KEY);
    for (const build of [buildNfePdf, buildSimplifiedDanfePdf]) {
      const source = pdfSource(await build(order, company));
      expect(mediaBox(source)).toEqual([595.28, 841.89]);
      expect(imageSizes(source).map((s) => s.width)).toContain(modules.length + 2 * QUIET_ZONE);
      expect(source).toContain(formatAccessKey(ACCESS_KEY));
      expect(source).toContain(pdfText(formatMoney(50)));
    }
  });

  it('without an access key the DANFE still prints, with a dash for the key', async () => {
    const source = pdfSource(await buildNfePdf({ ...order, accessKey: null }, company));
    expect(source).not.toContain(formatAccessKey(ACCESS_KEY));
    expect(source).toContain('R$');
  });

  it('an order without the NF-e attachment gets the "not assigned" warning and no document', async () => {
    const without = { ...order, attachments: [{ type: 'Label' }] };
    expect(canPrint(without, 'nfe')).toBe(false);
    await expect(buildNfePdf(without)).rejects.toMatchObject({
      messageId: 'documents.notAssigned',
      tone: 'warning',
    });
    await expect(buildSimplifiedDanfePdf(without)).rejects.toMatchObject({
      messageId: 'documents.notAssigned',
    });
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    await expect(printNfe(without)).resolves.toBe(false);
    expect(warning).toHaveBeenCalledWith('O pedido não possui o item solicitado atribuído');
  });

  it('lists the documents the order has no attachment for', () => {
    expect(missingAttachments({ attachments: [{ type: 'nf-e' }, { type: 'Label' }] })).toEqual(['danfe']);
    expect(missingAttachments({ attachmentTypes: ['DanfeSimplificado'] })).toEqual(['nfe', 'label']);
    expect(missingAttachments({})).toEqual(['nfe', 'danfe', 'label']);
  });
});

describe('list report', () => {
  const rows = Array.from({ length: 120 }, (_, i) => ({ number: `N-${i}`, value: i * 10.5 }));
  const columns = [
    { header: 'Número', value: (r: (typeof rows)[number]) => r.number },
    { header: 'Valor', value: (r: (typeof rows)[number]) => formatMoney(r.value), align: 'right' as const },
  ];

  it('is A4 landscape, spans pages with the header repeated, R$ values', async () => {
    const doc = await buildReportPdf('Ocorrências', columns, rows, { subtitle: '01/03/2024 - 07/03/2024' });
    expect(doc.internal.pageSize.getWidth()).toBeCloseTo(841.89, 2);
    expect(doc.internal.pageSize.getHeight()).toBeCloseTo(595.28, 2);
    expect(doc.getNumberOfPages()).toBeGreaterThan(1);
    const source = pdfSource(doc);
    expect(mediaBox(source)).toEqual([841.89, 595.28]);
    expect(source).toContain('R$');
    expect(source.match(/\(Número\)/g)?.length).toBe(doc.getNumberOfPages());
    expect(source).toContain('(120 registros)');
    // every row is in the table, first to last
    expect(source).toContain('(N-0)');
    expect(source).toContain('(N-119)');
  });

  it('with a company, requires its logo', async () => {
    await expect(buildReportPdf('X', columns, rows, { company: { logo: null } })).rejects.toMatchObject({
      messageId: 'documents.logoMissing',
    });
  });
});

describe('runPrint', () => {
  it('delivers, toasts success, and warns on a second click while building', async () => {
    const success = vi.spyOn(notify, 'success').mockImplementation(() => {});
    const warning = vi.spyOn(notify, 'warning').mockImplementation(() => {});
    const save = vi.fn();
    let release: () => void = () => {};
    const building = new Promise<void>((resolve) => {
      release = resolve;
    });
    const first = runPrint('k', 'a.pdf', async () => {
      await building;
      return { save } as never;
    });
    await expect(runPrint('k', 'a.pdf', async () => ({ save }) as never)).resolves.toBe(false);
    expect(warning).toHaveBeenCalledWith('O relatório já está sendo gerado');
    release();
    await expect(first).resolves.toBe(true);
    expect(save).toHaveBeenCalledWith('a.pdf');
    expect(success).toHaveBeenCalledWith('Relatório gerado com sucesso');
  });

  it('an unexpected failure shows the generic error toast', async () => {
    const error = vi.spyOn(notify, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      runPrint('boom', 'b.pdf', async () => {
        throw new Error('boom');
      }),
    ).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith('Ops, ocorreu um erro ao gerar o relatório');
  });
});
