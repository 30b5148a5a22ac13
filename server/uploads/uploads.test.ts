import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../domain/messages.js';
import { UPLOAD_LIMIT, UPLOAD_MSG, UPLOAD_REASON } from '../../domain/upload-messages.js';
import { aBooking, aCar, aDesk, aFloor, aGroup, aPerson, aTowerRequest } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { inlineRow, xlsxOf } from '../test/zip.js';

// Upload limits (issue #20, point 4; docs/decisions/administration.md "Upload limits (#20)"): each is refused in
// the envelope with its reason, before the list is read whole or its transaction starts, and a
// refused list changes nothing (decisions §8).
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'] })).token;
  // What a refused list must leave as it was: a tower request of the car the lists name, a desk booking of the person they name.
  const driver = await aPerson(t, { building: '2', parkingRight: true });
  const car = await aCar(t, { person: driver, plate: 'B123ABC' });
  await aTowerRequest(t, { person: driver, car, day: '2026-03-05' });
  const group = await aGroup(t);
  const person = await aPerson(t, { email: 'angajat@example.com', groups: [group] });
  await aBooking(t, { person, desk: await aDesk(t, { floor: await aFloor(t), groups: [group] }), day: '2026-03-05', group });
});
afterAll(() => t.close());

const B = '----limite';
const PRESENCE = '/api/reservations/parking/presence';
const filePart = (name: string, data: string | Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${B}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(data),
    Buffer.from('\r\n'),
  ]);
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const end = Buffer.from(`--${B}--\r\n`);

async function send(url: string, payload: Buffer | Readable, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: `Bearer ${admin}`, 'content-type': `multipart/form-data; boundary=${B}`, ...headers },
  });
  return { status: res.statusCode, body: res.json() as { err: number; message?: string; reason?: string } };
}
const upload = (url: string, name: string, data: string | Buffer) => send(url, Buffer.concat([filePart(name, data), end]));

/** Everything a list could change: parking requests and days, attendance, cars, users, the audit log. */
async function state() {
  const { rows } = await t.ctx.db.query(
    `SELECT (SELECT count(*) FROM audit_log) AS audit, (SELECT count(*) FROM cars) AS cars, (SELECT count(*) FROM users) AS users,
            (SELECT string_agg(id::text || ':' || type, ',' ORDER BY id) FROM parking_reservations) AS parking,
            (SELECT count(*) FROM parking_days WHERE presence_uploaded_at IS NOT NULL) AS presence_days, (SELECT count(*) FROM attendance_days) AS attendance_days`,
  );
  return rows[0];
}

const refused = (r: { status: number; body: { message?: string; reason?: string } }, reason: string, message: string) => {
  expect(r.status).toBe(400);
  expect(r.body).toMatchObject({ err: 400, reason, message });
};

describe('rows: each list has its limit, checked while reading', () => {
  it('a .csv of a million rows (4 MB) is refused at the presence list limit, changing nothing', async () => {
    const before = await state();
    const csv = 'date,licensePlate\n' + '05.03.2026,B1\n'.repeat(300_000);
    refused(await upload(PRESENCE, 'lista.csv', csv), UPLOAD_REASON.tooManyRows, UPLOAD_MSG.tooManyRows(UPLOAD_LIMIT.rows.presence));
    expect(await state()).toEqual(before);
  });

  it('permanent cars and tower users: one row past the limit', async () => {
    const before = await state();
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Masini');
    sheet.addRow(['nrInmatriculare', 'marca']);
    for (let i = 0; i <= UPLOAD_LIMIT.rows.cars; i++) sheet.addRow([`B${String(i).padStart(4, '0')}LIM`, 'Dacia']);
    const cars = await upload('/api/cars/massAdd', 'masini.xlsx', Buffer.from(await wb.xlsx.writeBuffer()));
    refused(cars, UPLOAD_REASON.tooManyRows, UPLOAD_MSG.tooManyRows(UPLOAD_LIMIT.rows.cars));
    const users = Array.from({ length: UPLOAD_LIMIT.rows.towerUsers + 1 }, (_, i) => `Nume ${i},u${i}@example.com,u${i},0722123456,Nu`);
    const made = await upload('/api/users/massRegisterTurn', 'useri.csv', `nume,email,username,telefon,grading\n${users.join('\n')}\n`);
    refused(made, UPLOAD_REASON.tooManyRows, UPLOAD_MSG.tooManyRows(UPLOAD_LIMIT.rows.towerUsers));
    expect(await state()).toEqual(before);
  });

  it("the flexible office's users list as its file: one row past the limit", async () => {
    const before = await state();
    const people = Array.from({ length: UPLOAD_LIMIT.rows.officeUsers + 1 }, (_, i) => `p${i}@example.com,P ${i},p${i},it,,,,nu`);
    const made = await upload(
      '/api/users/massRegister',
      'utilizatori.csv',
      `Email,Nume Complet,Username,Departament,Directia,Manager,Director,Drept loc de parcare\n${people.join('\n')}\n`,
    );
    refused(made, UPLOAD_REASON.tooManyRows, UPLOAD_MSG.tooManyRows(UPLOAD_LIMIT.rows.officeUsers));
    expect(await state()).toEqual(before);
  });
});

describe('days: at most 370 distinct days per list, refused before the transaction', () => {
  const days = (n: number) =>
    Array.from({ length: n }, (_, i) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10));

  it('presence and exit lists', async () => {
    const before = await state();
    const csv = `date,licensePlate\n${days(UPLOAD_LIMIT.days + 1)
      .map((d) => `${d},B123ABC`)
      .join('\n')}\n`;
    for (const kind of ['presence', 'exit']) {
      refused(
        await upload(`/api/reservations/parking/${kind}`, 'zile.csv', csv),
        UPLOAD_REASON.tooManyDays,
        UPLOAD_MSG.tooManyDays(UPLOAD_LIMIT.days),
      );
    }
    expect(await state()).toEqual(before);
  });

  it('the attendance list of the flexible office (JSON rows, or its file)', async () => {
    const before = await state();
    const attendingList = days(UPLOAD_LIMIT.days + 1).map((date) => ({ date, email: 'angajat@example.com' }));
    const r = await t.call('POST', '/api/reservations/desks/attending', { token: admin, body: { attendingList } });
    refused(r, UPLOAD_REASON.tooManyDays, UPLOAD_MSG.tooManyDays(UPLOAD_LIMIT.days));
    const file = await upload(
      '/api/reservations/desks/attending',
      'prezenta.csv',
      `Data,Email\n${attendingList.map((a) => `${a.date},${a.email}`).join('\n')}\n`,
    );
    refused(file, UPLOAD_REASON.tooManyDays, UPLOAD_MSG.tooManyDays(UPLOAD_LIMIT.days));
    expect(await state()).toEqual(before);
  });
});

describe('.xlsx: each part at most 20 MB once inflated', () => {
  it('a sheet declaring 100 bytes that inflates past 20 MB is refused, changing nothing', async () => {
    const before = await state();
    const sheet = Buffer.concat([
      Buffer.from(inlineRow(1, ['date', 'licensePlate']) + inlineRow(2, ['05.03.2026', 'B123ABC'])),
      Buffer.alloc(21 * 1024 * 1024, ' '),
    ]);
    refused(
      await upload(PRESENCE, 'bomba.xlsx', xlsxOf(sheet, { declaredSheetSize: 100 })),
      UPLOAD_REASON.xlsxTooLarge,
      UPLOAD_MSG.xlsxTooLarge,
    );
    refused(
      await upload(PRESENCE, 'mare.xlsx', xlsxOf(inlineRow(1, ['date']), { declaredSheetSize: 21 * 1024 * 1024 })),
      UPLOAD_REASON.xlsxTooLarge,
      UPLOAD_MSG.xlsxTooLarge,
    );
    expect(await state()).toEqual(before);
  });
});

describe('multipart: anything besides the file is small, and refused before being read whole', () => {
  /** A body of a file and then `bytes` of a text field, after which it waits: only an early refusal answers it. */
  function stalled(bytes: number) {
    let sent = 0;
    const body = new Readable({
      read() {
        if (sent === 0)
          this.push(
            Buffer.concat([
              filePart('lista.csv', 'date,licensePlate\n05.03.2026,B123ABC\n'),
              Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="nota"\r\n\r\n`),
            ]),
          );
        const n = Math.min(64 * 1024, bytes - sent);
        sent += n;
        if (n > 0) this.push(Buffer.alloc(n, 'a'));
      },
    });
    return { body, close: () => body.destroy() };
  }

  it('by its Content-Length, before a byte is read', async () => {
    const { body, close } = stalled(8 * 1024 * 1024);
    refused(
      await send(PRESENCE, body, { 'content-length': String(30 * 1024 * 1024) }),
      UPLOAD_REASON.requestTooLarge,
      UPLOAD_MSG.requestTooLarge,
    );
    close();
  });

  it('without one, once more than a file and its headers has arrived', async () => {
    const { body, close } = stalled(8 * 1024 * 1024);
    refused(await send(PRESENCE, body), UPLOAD_REASON.requestTooLarge, UPLOAD_MSG.requestTooLarge);
    close();
  });

  it('a field over 1 KB, or too many fields', async () => {
    const before = await state();
    const csv = filePart('lista.csv', 'date,licensePlate\n05.03.2026,B123ABC\n');
    refused(
      await send(PRESENCE, Buffer.concat([fieldPart('nota', 'a'.repeat(2000)), csv, end])),
      UPLOAD_REASON.requestTooLarge,
      UPLOAD_MSG.requestTooLarge,
    );
    const many = Array.from({ length: 20 }, (_, i) => fieldPart(`camp${i}`, 'x'));
    refused(await send(PRESENCE, Buffer.concat([csv, ...many, end])), UPLOAD_REASON.requestTooLarge, UPLOAD_MSG.requestTooLarge);
    expect(await state()).toEqual(before);
  });

  it('a request the HTTP parser refuses is answered in the envelope too', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    expect(address).toContain(String(port));
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let text = '';
      socket.on('data', (d) => (text += d));
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
      socket.end(
        `POST ${PRESENCE} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${admin}\r\nContent-Type: multipart/form-data; boundary=${B}\r\nContent-Length: 12x\r\n\r\n`,
      );
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({
      err: 400,
      payload: null,
      message: MSG.invalidRequest,
      reason: 'invalid',
    });
  });
});
