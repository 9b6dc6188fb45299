import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { mechanicChecklist, vehicleChecklist } from '../../../../simulator/seed/demo/checklists';
import { createPrng } from '../../../../simulator/seed/prng';
import type { MechanicChecklist, VehicleChecklist } from '../../../../src/domain/checklists';
import { buildChecklistPdf } from '../../../../src/services/documents/checklist-pdf';
import { company, PNG_LOGO } from './fixtures';

// The checklist PDFs (issue 16) rendered page by page with Debian's pdftoppm and looked at as
// images: A4 pages, something drawn on each, nothing drawn in the outer band of the sheet (no text
// or box overflowing the A4 frame), and the page count expected for the content.

const DPI = 36; // 1 pt = 0.5 px
const work = mkdtempSync(join(tmpdir(), 'checklist-pdf-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => vi.unstubAllGlobals());

/** A part picture kept as an attachment address (PhotosCell uploads it): a 3 × 2 PNG, so its image
 * object in the PDF is told apart from the 1 × 1 logo and signature. */
const PART_URL = '/orders-attachment/file/part-1.png';
function servePartImage() {
  const png = new PNG({ width: 3, height: 2 });
  png.data.fill(200);
  const bytes = PNG.sync.write(png);
  const fetch = vi.fn(async (url: string) =>
    url === PART_URL
      ? new Response(new Uint8Array(bytes), { headers: { 'content-type': 'image/png' } })
      : new Response(null, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetch);
  // Node has no FileReader; the browser's reads the blob as a data URL the same way
  vi.stubGlobal(
    'FileReader',
    class {
      result: string | null = null;
      error: Error | null = null;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      readAsDataURL(blob: Blob) {
        void blob.arrayBuffer().then((b) => {
          this.result = `data:${blob.type};base64,${Buffer.from(b).toString('base64')}`;
          this.onload?.();
        });
      }
    },
  );
  return fetch;
}

interface Page {
  width: number;
  height: number;
  inked: number;
  /** dark pixels within 14 pt of an edge */
  edgeInk: number;
}

function pagesOf(name: string, pdf: ArrayBuffer): Page[] {
  const file = join(work, `${name}.pdf`);
  writeFileSync(file, Buffer.from(pdf));
  execFileSync('pdftoppm', ['-r', String(DPI), '-png', file, join(work, name)]);
  return readdirSync(work)
    .filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'))
    .sort()
    .map((f) => {
      const png = PNG.sync.read(readFileSync(join(work, f)));
      const band = Math.round((14 * DPI) / 72);
      let inked = 0;
      let edgeInk = 0;
      for (let y = 0; y < png.height; y++)
        for (let x = 0; x < png.width; x++) {
          const i = (y * png.width + x) * 4;
          const dark = png.data[i] + png.data[i + 1] + png.data[i + 2] < 600;
          if (!dark) continue;
          inked++;
          if (x < band || y < band || x >= png.width - band || y >= png.height - band) edgeInk++;
        }
      return { width: png.width, height: png.height, inked, edgeInk };
    });
}

const expectA4Pages = (pages: Page[]) => {
  for (const page of pages) {
    expect(page.width / page.height).toBeCloseTo(595.28 / 841.89, 2);
    expect(page.inked).toBeGreaterThan(500);
    expect(page.edgeInk).toBe(0);
  }
};

describe('checklist PDFs as images (pdftoppm)', () => {
  it('vehicle checklist: every section over A4 pages, drawing, signature and photos inside the frame', async () => {
    const data = vehicleChecklist(createPrng(7), 'ABC1D23', 'Oficina Cliente') as unknown as VehicleChecklist;
    data.signature = PNG_LOGO;
    data.vehicleBreakdowns.vehicleDraw = PNG_LOGO;
    data.photos = [PNG_LOGO, PNG_LOGO, PNG_LOGO];
    data.problemReportedOrWorkToDo = 'Ruído na suspensão dianteira. '.repeat(40);
    const doc = await buildChecklistPdf({ id: 'o1', orderNumber: 'CK-77' }, 'VEHICLE', data, company);
    const pages = pagesOf('vehicle', doc.output('arraybuffer'));
    expect(pages.length).toBe(doc.getNumberOfPages());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(4);
    expectA4Pages(pages);
  });

  it("mechanic checklist: the six groups, the budgets with totals and the parts' images inside the frame", async () => {
    const data = mechanicChecklist(createPrng(8), 'Oficina Cliente') as unknown as MechanicChecklist;
    data.partsBudget = Array.from({ length: 30 }, (_, i) => ({
      quantity: i + 1,
      price: 12.5,
      code: `P-${i}`,
      description: `Peça de reposição número ${i + 1} com descrição longa para quebrar a linha da tabela`,
      fromClient: i % 5 === 0,
      images: i === 0 ? [PART_URL] : i === 1 ? [PNG_LOGO] : [],
    }));
    data.partsBudget[1].description = 'Disco';
    data.sellerSignature = PNG_LOGO;
    const fetch = servePartImage();
    const doc = await buildChecklistPdf({ id: 'o2', orderNumber: 'CK-78' }, 'MECHANIC', data, company);
    const pages = pagesOf('mechanic', doc.output('arraybuffer'));
    expect(pages.length).toBe(doc.getNumberOfPages());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expectA4Pages(pages);
    // the parts total: 12.5 × (1 + … + 30) = 5812.5
    const source = doc.output();
    expect(source).toContain('5.812,50');
    // the parts' images, each captioned with its part
    expect(source).toContain('Disco');
    expect(source.match(/Foto 1/g)?.length).toBe(2);
    // the address-kept picture was read and embedded as an image, not printed as "none"
    expect(fetch).toHaveBeenCalledWith(PART_URL);
    expect(source).toMatch(/\/Subtype \/Image\s+\/Width 3\s+\/Height 2/);
  });

  it('a company without a logo gets no checklist PDF (doc 2 §8)', async () => {
    const data = mechanicChecklist(createPrng(9), 'C') as unknown as MechanicChecklist;
    await expect(
      buildChecklistPdf({ orderNumber: 'X' }, 'MECHANIC', data, { ...company, logo: null }),
    ).rejects.toMatchObject({
      messageId: 'documents.logoMissing',
    });
  });
});
