import type { jsPDF } from 'jspdf';
import { EQUIPMENT_ITEMS, type MechanicChecklist, type VehicleChecklist } from '../../domain/checklists';
import type { ChecklistType } from '../../domain/order-records';
import { formatDocument } from '../display-masks';
import { formatDateTime } from '../format';
import { t } from '../i18n';
import { fieldsBlock, imagesBlock, marksBlock, tableBlock, textBlock } from './checklist-blocks';
import { mechanicBody } from './checklist-pdf-mechanic';
import { answer, day, label, num, value, yesNo } from './checklist-pdf-text';
import { fileSafe, runPrint } from './deliver';
import type { DocumentCompany, PrintOptions } from './document-types';
import { imagesData } from './image-data';
import { loadLogo } from './logo';
import { codeLabel, createA4, drawFooters, drawHeader, pdfText } from './pdf';

// The A4 checklist a workshop hands its customer (doc 2 §2 "Vehicle and mechanic checklists open
// as forms with PDF output (A4)"; §3 their fields): the company logo, every section of the form in
// its order, the marks (Y / N / I, V / X / N) as boxes, the budget lines with their totals, the
// drawing, signatures and photos. Groups are never split across pages (checklist-blocks.ts); the
// budget tables may run on, with their header repeated. Printed from the stored checklist (print
// is enabled only when the form is not modified, doc 2 §2).

export interface ChecklistOrder {
  id?: string;
  orderNumber?: string | null;
}

function vehicleBody(doc: jsPDF, c: VehicleChecklist, start: number) {
  let y = fieldsBlock(
    doc,
    label('infos'),
    [
      [label('vehicleNumber'), c.infos.vehicleNumber],
      [label('ct'), pdfText(c.infos.ct)],
      [label('fp'), pdfText(c.infos.fp)],
      [label('service'), value(c.infos.service)],
      [label('thirdParty'), pdfText(c.infos.thirdParty)],
      [label('casaDaTransmissão'), yesNo(c.infos.casaDaTransmissão)],
      [label('warranty'), value(c.infos.warranty)],
      [label('factoryWarranty'), value(c.infos.factoryWarranty)],
      [label('origin'), value(c.infos.origin)],
      [label('payment'), value(c.infos.payment)],
    ],
    start,
  );
  const v = c.customerData;
  y = fieldsBlock(
    doc,
    label('customerData'),
    [
      [label('customer'), v.customer],
      [label('plate'), v.plate],
      [label('kilometersDriven'), num(v.kilometersDriven)],
      [label('entryDate'), day(v.entryDate)],
      [label('vehicleDriver'), v.vehicleDriver],
      [label('phone'), v.phone],
      [label('vehicle'), v.vehicle.name],
      [label('brand'), v.vehicle.brand],
      [label('model'), v.vehicle.model],
      [label('year'), pdfText(v.vehicle.year)],
      [label('chassis'), pdfText(v.vehicle.chassis)],
      [label('vehicleRegistered'), yesNo(v.vehicleRegistered)],
    ],
    y,
  );
  const answers = (['Y', 'N', 'I'] as const).map((code) => [code, answer(code)] as const);
  y = marksBlock(
    doc,
    label('equipment'),
    EQUIPMENT_ITEMS.map((item) => [label(item), c.equipment[item]] as const),
    answers,
    y,
  );
  const b = c.vehicleBreakdowns;
  y = fieldsBlock(
    doc,
    label('vehicleBreakdowns'),
    [
      [label('tires'), value(b.tires)],
      [label('fuelPercent'), `${b.fuelPercent}%`],
      [label('vehicleImageIndex'), codeLabel('orders.checklist.vehicleImage', b.vehicleImageIndex)],
    ],
    y,
  );
  y = imagesBlock(doc, label('vehicleDraw'), [[label('vehicleDraw'), b.vehicleDraw]], y, { w: 300, h: 140 });
  y = textBlock(doc, label('problemReportedOrWorkToDo'), pdfText(c.problemReportedOrWorkToDo), y);
  y = fieldsBlock(
    doc,
    label('evaluation'),
    [
      [label('qualityOfService'), yesNo(c.evaluation.qualityOfService.meets)],
      [label('serviceBehavior'), yesNo(c.evaluation.serviceBehavior.meets)],
      [label('serviceOnTime'), yesNo(c.evaluation.serviceOnTime.meets)],
      [label('personalItemsRemovedByCustomer'), yesNo(c.personalItemsRemovedByCustomer)],
      [label('customerFollowedChecklist'), yesNo(c.customerFollowedChecklist)],
    ],
    y,
  );
  y = textBlock(doc, label('observation'), pdfText(c.observation), y);
  return { y, c };
}

async function vehicleTail(doc: jsPDF, c: VehicleChecklist, start: number) {
  let y = start;
  const tests = c.roadTests ?? [];
  if (tests.length > 0) {
    y = await tableBlock(
      doc,
      label('roadTests'),
      {
        columns: [
          { header: label('responsible'), weight: 2 },
          { header: label('initialKm'), align: 'right' },
          { header: label('finalKm'), align: 'right' },
          { header: label('date') },
          { header: label('observation'), weight: 2.4 },
          { header: label('isOk'), weight: 0.6 },
        ],
        rows: tests.map((r) => [
          r.responsible,
          num(r.initialKm),
          num(r.finalKm),
          day(r.date),
          pdfText(r.observation),
          yesNo(r.isOk),
        ]),
      },
      y,
    );
  }
  y = textBlock(doc, label('annotations'), pdfText(c.annotations), y);
  y = fieldsBlock(
    doc,
    label('signature'),
    [
      [label('signatureInFull'), pdfText(c.signatureInFull)],
      [label('document'), formatDocument(pdfText(c.document)) || pdfText(c.document)],
    ],
    y,
    2,
  );
  y = imagesBlock(doc, '', [[pdfText(c.signatureInFull) || label('signature'), c.signature]], y, {
    w: 260,
    h: 90,
  });
  const photos = c.photos ?? [];
  if (photos.length > 0)
    imagesBlock(
      doc,
      label('photos'),
      photos.map((p, i) => [t('checklists.form.photo', { n: i + 1 }), p] as const),
      y,
    );
}

/** Builds a checklist PDF (no toasts, no download): used by printChecklistPdf and by tests. */
export async function buildChecklistPdf(
  order: ChecklistOrder,
  type: ChecklistType,
  data: VehicleChecklist | MechanicChecklist,
  company: DocumentCompany,
): Promise<jsPDF> {
  const doc = await createA4('portrait');
  const logo = await loadLogo(doc, company.logo);
  const y = drawHeader(doc, {
    logo,
    title: t(`checklists.pdf.title.${type}`),
    lines: [
      t('checklists.pdf.order', { number: pdfText(order.orderNumber) }),
      pdfText(company.fantasyName) || pdfText(company.corporateName),
    ],
  });
  if (type === 'VEHICLE') {
    const vehicle = data as VehicleChecklist;
    const photos = await imagesData(vehicle.photos);
    const body = vehicleBody(doc, { ...vehicle, photos }, y);
    await vehicleTail(doc, body.c, body.y);
  } else await mechanicBody(doc, data as MechanicChecklist, y);
  drawFooters(doc, formatDateTime(new Date()));
  return doc;
}

/** The print button of a checklist form: the A4 PDF opened in a new tab (doc 2 §2). */
export function printChecklistPdf(
  order: ChecklistOrder,
  type: ChecklistType,
  data: VehicleChecklist | MechanicChecklist,
  company: DocumentCompany,
  options: PrintOptions = {},
) {
  return runPrint(
    `checklist:${type}:${pdfText(order.id ?? order.orderNumber)}`,
    `${fileSafe(t(`checklists.pdf.file.${type}`))}-${fileSafe(order.orderNumber)}.pdf`,
    () => buildChecklistPdf(order, type, data, company),
    options.output ?? 'open',
  );
}
