import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { backlogBytes, backlogFull, sheetBacklog } from './sheet-backlog.js';

// sheet-backlog.ts reads exceljs's internals: if an upgrade moves them, the workbook exports
// would lose their bound on memory without failing; this test fails instead.
describe("a sheet's XML waiting for the zip", () => {
  it('is found while rows are written faster than the zip takes them, and drains', async () => {
    const out = new PassThrough();
    out.resume();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const ws = workbook.addWorksheet('Rezervari');
    for (let i = 0; i < 5000; i++) ws.addRow([i, `Rândul ${i}`, new Date(Date.UTC(2026, 2, 2))]).commit();
    const backlog = sheetBacklog(ws);
    expect(backlog).toBeDefined();
    expect(backlogBytes(backlog)).toBeGreaterThan(100_000);
    expect(backlogFull(backlog)).toBe(true);
    await once(backlog!, 'drain');
    expect(backlogBytes(backlog)).toBe(0);
    ws.commit();
    await workbook.commit();
  });
});
