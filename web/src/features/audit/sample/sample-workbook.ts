import { saveFile } from '../../../shared/browser/save-file';
import { METHOD_LABELS, POPULATION_LABELS, type AuditSample } from './use-audit-sample';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const who = (actor: { userName: string | null; userId: string | null }) => actor.userName ?? actor.userId ?? 'System';

/**
 * The sample as an XLSX workbook, built in the browser with exceljs (loaded only when exported):
 * a "Sample" sheet (how it was drawn, then one row per item) and an "Events" sheet (one row per
 * event of each item), amounts in taka as numbers.
 */
export async function exportSampleWorkbook(sample: AuditSample): Promise<void> {
  const loaded = await import('exceljs');
  const ExcelJS = ('Workbook' in loaded ? loaded : (loaded as unknown as { default: typeof loaded }).default) as typeof loaded;
  const workbook = new ExcelJS.Workbook();
  const { population } = sample;
  const sheet = workbook.addWorksheet('Sample');
  sheet.addRows([
    ['Audit sample', POPULATION_LABELS[population.kind]],
    ['Dates', `${population.startDate ?? 'start'} to ${population.endDate ?? 'today'}`],
    ['Population', population.count, 'items', population.totalAmount, 'BDT'],
    ['Method', METHOD_LABELS[sample.method]],
    ['Seed', sample.seed],
    ['Size asked', sample.size, 'drawn', sample.items.length],
    ['Sampling interval (BDT)', sample.samplingInterval ?? ''],
    ['Generator', sample.generator],
    [],
    ['Position in population', 'Draw', 'Hits', 'Document', 'Kind', 'Date', 'Amount (BDT)', 'Source', 'Source kind', 'Recorded by', 'Recorded at', 'Events', 'Id'],
  ]);
  sheet.getRow(10).font = { bold: true };
  for (const item of sample.items) {
    sheet.addRow([
      item.populationPosition, item.drawNumber, item.hits, item.documentNumber ?? '', item.kind, item.date, item.amount,
      item.source.documentNumber ?? item.source.stream ?? '', item.source.kind, who(item.recordedBy), item.recordedAt ?? '', item.events.length, item._id,
    ]);
  }
  sheet.getColumn(7).numFmt = '#,##0.00';
  const events = workbook.addWorksheet('Events');
  events.addRow(['Document', 'Position', 'Stream', 'Event', 'Recorded at', 'By']).font = { bold: true };
  for (const item of sample.items) {
    for (const event of item.events) events.addRow([item.documentNumber ?? item._id, event.position, event.stream, event.type, event.recordedAt, who(event.by)]);
  }
  const buffer = await workbook.xlsx.writeBuffer();
  saveFile(new Blob([buffer], { type: XLSX_TYPE }), XLSX_TYPE, `audit-sample-${population.kind}-${sample.seed.replace(/[^\w.-]+/g, '_')}.xlsx`);
}
