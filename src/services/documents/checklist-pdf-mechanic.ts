import type { jsPDF } from 'jspdf';
import {
  budgetTotals,
  MECHANIC_GROUPS,
  MECHANIC_MARKS,
  type MechanicChecklist,
} from '../../domain/checklists';
import { formatMoney } from '../format';
import { t } from '../i18n';
import { fieldsBlock, imagesBlock, marksBlock, tableBlock } from './checklist-blocks';
import { answer, day, label, num, yesNo } from './checklist-pdf-text';
import { imagesData } from './image-data';
import { pdfText } from './pdf';

// The mechanic checklist's pages (doc 2 §3): infos, the six groups with their V / X / N marks, the
// parts budget (with the parts' images) and the labour budget with their totals, the seller's
// signature. The header and footers are checklist-pdf.ts's.

export async function mechanicBody(doc: jsPDF, c: MechanicChecklist, start: number) {
  let y = fieldsBlock(
    doc,
    label('infos'),
    [
      [label('mechanic'), c.infos.mechanic.join(', ')],
      [label('auxiliary'), pdfText(c.infos.auxiliary)],
      [label('ct'), c.infos.ct],
      [label('fp'), pdfText(c.infos.fp)],
      [label('customer'), c.infos.customer],
      [label('date'), day(c.infos.date)],
      [label('sellerName'), pdfText(c.sellerName)],
    ],
    start,
  );
  const marks = MECHANIC_MARKS.map((code) => [code, answer(code)] as const);
  for (const [group, items] of Object.entries(MECHANIC_GROUPS)) {
    const chosen = (c as unknown as Record<string, Record<string, string | null>>)[group] ?? {};
    y = marksBlock(
      doc,
      label(group),
      items.map((item) => [label(item), chosen[item]] as const),
      marks,
      y,
    );
  }
  const totals = budgetTotals(c);
  y = await tableBlock(
    doc,
    label('partsBudget'),
    {
      columns: [
        { header: label('quantity'), weight: 0.9, align: 'right' },
        { header: label('code'), weight: 1.1 },
        { header: label('description'), weight: 3 },
        { header: label('fromClient'), weight: 1 },
        { header: label('price'), weight: 1.1, align: 'right' },
        { header: t('documents.field.priceTotal'), weight: 1.1, align: 'right' },
      ],
      rows: [
        ...c.partsBudget.map((p) => [
          num(p.quantity),
          pdfText(p.code),
          p.description,
          yesNo(p.fromClient ?? false),
          formatMoney(p.price ?? 0),
          formatMoney(p.quantity * (p.price ?? 0)),
        ]),
        ['', '', '', '', t('checklists.pdf.total'), formatMoney(totals.parts)],
      ],
    },
    y,
  );
  // the parts' pictures under their table, each captioned with its part (doc 2 §3 partsBudget
  // images); they are attachment addresses like the vehicle photos, so they are read as data first
  const read = await Promise.all(c.partsBudget.map((p) => imagesData(p.images)));
  const partImages = c.partsBudget.flatMap((p, i) =>
    read[i].map((src, n) => [`${p.description} · ${t('checklists.form.photo', { n: n + 1 })}`, src] as const),
  );
  if (partImages.length > 0) y = imagesBlock(doc, label('images'), partImages, y);
  y = await tableBlock(
    doc,
    label('laborBudget'),
    {
      columns: [
        { header: label('description'), weight: 4 },
        { header: label('value'), weight: 1.2, align: 'right' },
      ],
      rows: [
        ...c.laborBudget.map((l) => [l.description, formatMoney(l.value)]),
        [t('checklists.pdf.total'), formatMoney(totals.labor)],
      ],
    },
    y,
  );
  y = fieldsBlock(
    doc,
    t('checklists.pdf.budget'),
    [
      [label('partsBudget'), formatMoney(totals.parts)],
      [label('laborBudget'), formatMoney(totals.labor)],
      [t('checklists.pdf.total'), formatMoney(totals.total)],
    ],
    y,
  );
  imagesBlock(
    doc,
    label('sellerSignature'),
    [[pdfText(c.sellerName) || label('sellerSignature'), c.sellerSignature]],
    y,
    { w: 260, h: 90 },
  );
}
