import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMIT, UPLOAD_MSG, UPLOAD_REASON } from '../../domain/upload-messages.js';
import { aCar, aPerson, aTowerRequest } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { manySharedStrings } from '../test/hostile-files.js';
import { uploadFiles } from '../test/upload.js';
import { anotherRequestWhileParsing } from '../test/while-parsing.js';
import { inlineRow, sharedRow, xlsxOf } from '../test/zip.js';
import { readTable } from './read-table.js';
import { checkSharedStrings, TooManyStrings } from './xlsx.js';

// The shared strings of an uploaded .xlsx (#38, point 8): counted, with their characters, before
// exceljs parses any, and the list read in a parse child: 900,000 of them (2.2 MB) held a core 6–8 s
// on the request's thread; now they are refused while another user's request is answered.
let t: TestApp;
let admin: string, angajat: string;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
  const driver = await aPerson(t, { building: '2', parkingRight: true });
  angajat = driver.token;
  await aTowerRequest(t, { person: driver, car: await aCar(t, { person: driver, plate: 'B123ABC' }), day: '2026-03-05' });
});
afterAll(() => t.close());

const state = async () =>
  (
    await t.ctx.db.query(
      `SELECT (SELECT count(*) FROM audit_log) AS audit, (SELECT string_agg(id::text || ':' || type, ',' ORDER BY id) FROM parking_reservations) AS parking,
              (SELECT count(*) FROM parking_days WHERE presence_uploaded_at IS NOT NULL) AS presence_days`,
    )
  ).rows[0];
/** Chunks of text as a part's inflated text reaches the counter. */
async function* chunks(...parts: string[]) {
  yield* parts;
}
const counted = (limit: { xlsxSharedStrings: number; xlsxSharedChars: number }, ...parts: string[]) =>
  checkSharedStrings(chunks(...parts), limit).then(
    () => 'within',
    (e: unknown) => (e instanceof TooManyStrings ? 'refused' : Promise.reject(e)),
  );

describe('the shared strings of an .xlsx', () => {
  it('900,000 of them (2.2 MB): refused with the reason, changing nothing, while another user is answered', async () => {
    const file = manySharedStrings(900_000);
    expect(file.length).toBeLessThan(UPLOAD_LIMIT.fileBytes);
    const before = await state();
    const r = await anotherRequestWhileParsing(
      () => uploadFiles(t, admin, '/api/reservations/parking/presence', { name: 'prezenta.xlsx', content: file }),
      () => t.call('GET', '/api/users/verify/', { token: angajat }),
    );
    expect(r.other.status).toBe(200);
    expect(r.answeredWhileParsing).toBe(true);
    expect(r.upload.body).toMatchObject({ err: 400, reason: UPLOAD_REASON.xlsxTooManyStrings, message: UPLOAD_MSG.xlsxTooManyStrings });
    expect(await state()).toEqual(before);
  });

  it('a list written with shared strings within the bounds is read as before', async () => {
    const file = xlsxOf(sharedRow(1, [0, 1]) + sharedRow(2, [2, 3]) + inlineRow(3, ['06.03.2026', 'CJ01XYZ']), {
      sharedStrings: ['date', 'licensePlate', '05.03.2026', 'B 123 ABC'],
    });
    expect(await readTable('lista.xlsx', file, ['date', 'licensePlate'], 10)).toEqual([
      { date: '05.03.2026', licenseplate: 'B 123 ABC' },
      { date: '06.03.2026', licenseplate: 'CJ01XYZ' },
    ]);
  });

  it('are counted by their <si> elements and the characters between tags, however the text is cut', async () => {
    const limit = { xlsxSharedStrings: 3, xlsxSharedChars: 12 };
    const three = '<sst><si><t>abc</t></si><si><t>def</t></si><si><r><t>gh</t></r></si></sst>';
    expect(await counted(limit, three)).toBe('within');
    // Every cut of the text into two chunks, a tag's first letters split from the rest included.
    const four = three.replace('</sst>', '<si><t>i</t></si></sst>');
    for (let at = 1; at < four.length; at++)
      expect(await counted(limit, four.slice(0, at), four.slice(at)), `cut at ${at}`).toBe('refused');
    for (let at = 1; at < three.length; at++)
      expect(await counted(limit, three.slice(0, at), three.slice(at)), `cut at ${at}`).toBe('within');
    // <sheet…> and <sst> are not strings; 13 characters are one too many.
    expect(await counted(limit, '<sst><sheet/><si><t>abcdefghijklm</t></si></sst>')).toBe('refused');
    expect(await counted(limit, '<sst><sheet/><si><t>abcdefghijkl</t></si></sst>')).toBe('within');
  });
});
