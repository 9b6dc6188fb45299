import type { jsPDF, RGBAData } from 'jspdf';
import { pdfText } from './pdf';

// doc 2 §9: "Barcode format CODE128". jsbarcode (loaded lazily) encodes the value into bar
// modules; the bars become a small RGBA image drawn with addImage, so the same code runs in the
// browser and in tests without a canvas, and the PDF holds a real barcode image.

/** Blank modules left and right of the bars (the scanner's quiet zone). */
export const QUIET_ZONE = 10;

/** The CODE128 modules of a value: '1' a bar, '0' a space (quiet zones not included). */
export async function encodeCode128(value: string): Promise<string> {
  const mod = await import('jsbarcode');
  const JsBarcode = (mod.default ?? mod) as typeof import('jsbarcode');
  const target: { encodings?: { data: string }[] } = {};
  JsBarcode(target, value, { format: 'CODE128' });
  const modules = (target.encodings ?? []).map((e) => e.data).join('');
  if (!modules) throw new Error(`CODE128 could not encode "${value}"`);
  return modules;
}

/** One pixel per module, `height` pixels tall, black bars on white, quiet zones included. */
export function barcodeImage(modules: string, height = 8): RGBAData {
  const width = modules.length + 2 * QUIET_ZONE;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let row = 0; row < height; row++) {
    for (let i = 0; i < modules.length; i++) {
      if (modules[i] !== '1') continue;
      const at = (row * width + QUIET_ZONE + i) * 4;
      data[at] = 0;
      data[at + 1] = 0;
      data[at + 2] = 0;
    }
  }
  return { data, width, height };
}

export interface BarcodeBox {
  x: number;
  y: number;
  width: number;
  height: number;
  /** the human-readable value under the bars (default true) */
  showText?: boolean;
}

/** The image alias of a barcode inside the PDF: `CODE128-<value>`. */
export const barcodeAlias = (value: string) => `CODE128-${value}`;

/** Draws the CODE128 barcode of `value`; answers the y below it (and its text). */
export async function drawBarcode(doc: jsPDF, value: string, box: BarcodeBox): Promise<number> {
  const text = pdfText(value);
  const modules = await encodeCode128(text);
  doc.addImage(barcodeImage(modules), 'RGBA', box.x, box.y, box.width, box.height, barcodeAlias(text));
  let bottom = box.y + box.height;
  if (box.showText !== false) {
    doc.setFont('courier', 'normal');
    doc.setFontSize(9);
    doc.text(text, box.x + box.width / 2, bottom + 10, { align: 'center' });
    doc.setFont('helvetica', 'normal');
    bottom += 14;
  }
  return bottom;
}
