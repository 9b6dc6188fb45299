import type { jsPDF } from 'jspdf';
import { drawBarcode } from './barcode';
import { fileSafe, runPrint } from './deliver';
import type { PrintOptions } from './document-types';
import { contentWidth, createA4, MARGIN, pageHeight, pdfText } from './pdf';

// A sheet of product barcodes (doc 3 §2 Inbound row menu "print barcodes"; doc 3 §9 CODE128):
// two columns of labels on A4, each with the bars, the value under them and a caption (the
// product description and quantity). Entries without a value are left out.

export interface BarcodeEntry {
  value: string | null;
  caption: string;
}

const COLUMNS = 2;
const GAP = 18;
const BOX_HEIGHT = 96;

export async function buildBarcodesPdf(title: string, entries: readonly BarcodeEntry[]): Promise<jsPDF> {
  const doc = await createA4('portrait');
  const width = (contentWidth(doc) - GAP * (COLUMNS - 1)) / COLUMNS;
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(13);
  doc.text(pdfText(title), MARGIN, MARGIN + 8);
  let top = MARGIN + 24;
  const printable = entries.filter((e) => pdfText(e.value) !== '');
  for (let i = 0; i < printable.length; i++) {
    const column = i % COLUMNS;
    if (column === 0 && i > 0) top += BOX_HEIGHT + GAP;
    if (top + BOX_HEIGHT > pageHeight(doc) - MARGIN) {
      doc.addPage();
      top = MARGIN;
    }
    const x = MARGIN + column * (width + GAP);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(8);
    const caption = doc.splitTextToSize(pdfText(printable[i].caption), width) as string[];
    doc.text(caption.slice(0, 2), x, top + 8);
    await drawBarcode(doc, printable[i].value as string, { x, y: top + 22, width, height: 48 });
  }
  return doc;
}

/** Builds and delivers the sheet (toasts as every print action: documents/deliver.ts). */
export function printBarcodes(
  title: string,
  entries: readonly BarcodeEntry[],
  options: PrintOptions & { fileName?: string } = {},
) {
  return runPrint(
    `barcodes:${title}`,
    `${fileSafe(options.fileName ?? title)}.pdf`,
    () => buildBarcodesPdf(title, entries),
    options.output,
  );
}
