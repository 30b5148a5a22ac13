import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTENDANCE_MSG } from '../../domain/attendance-list.js';
import { UPLOAD_MSG, UPLOAD_REASON } from '../../domain/upload-messages.js';
import { aBooking, aDesk, aFloor, aGroup, aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { uploadFiles } from '../test/upload.js';

// The attendance list sent as its .csv file (#23, one upload protocol for both buildings): the
// multipart form of POST /reservations/desks/attending, read on the server by the preview's own
// rules into the JSON rows, then applied by the same service, all or nothing (decisions §8).
const URL = '/api/reservations/desks/attending';
const DAY = '2026-03-03';
let t: TestApp;
let admin: string, angajat: string, ambele: string;
const ADMIN_NAME = 'Administrator Demo';
const booked: Record<string, string> = {};

// Two people, each with a desk booked on DAY: angajat@example.com in IT and ambele@example.com in Financiar.
beforeAll(async () => {
  t = await createTestApp({ start: '2026-03-02T08:00:00Z' });
  const [it, financiar] = [await aGroup(t), await aGroup(t)];
  const floor = await aFloor(t);
  const [itDesk, finDesk] = [await aDesk(t, { floor, groups: [it] }), await aDesk(t, { floor, groups: [financiar] })];
  const ana = await aPerson(t, { name: 'Ana Angajat', email: 'angajat@example.com', groups: [it] });
  const both = await aPerson(t, { email: 'ambele@example.com', groups: [financiar], buildings: ['1', '2'] });
  admin = (await aPerson(t, { role: 'admin', adminOf: ['1', '2'], name: ADMIN_NAME })).token;
  [angajat, ambele] = [ana.token, both.token];
  booked.angajat = await aBooking(t, { person: ana, desk: itDesk, day: DAY, group: it });
  booked.ambele = await aBooking(t, { person: both, desk: finDesk, day: DAY, group: financiar });
});
afterAll(() => t.close());

const upload = (...files: { name: string; content: string }[]) => uploadFiles(t, admin, URL, ...files);

/** What an attendance list changes: the two bookings' presence, the days recorded, the audit log. */
async function state() {
  const { rows } = await t.ctx.db.query(
    `SELECT (SELECT count(*) FROM audit_log) AS audit, (SELECT count(*) FROM attendance_days) AS days,
            (SELECT string_agg(id::text || ':' || coalesce(reservation_used::text, '-'), ',' ORDER BY id) FROM desk_reservations WHERE id = ANY($1)) AS used`,
    [Object.values(booked)],
  );
  return rows[0];
}

describe('the attendance list as its .csv file', () => {
  it('marks the listed people present and the others of the day absent, as its JSON rows would, with the same audit entry', async () => {
    const r = await upload({ name: 'prezenta.csv', content: `Data;Email\n03/03/2026;Angajat@example.com\n` });
    expect(r.body).toMatchObject({ err: 0, payload: { days: [DAY], present: 1 } });
    expect(r.body.payload.noShows).toBe(1); // ambele's
    const used = async (token: string, id: string) =>
      (await t.call('GET', `/api/reservations/desks/${id}`, { token })).body.payload.reservation_used;
    expect(await used(angajat, booked.angajat)).toBe(true);
    expect(await used(ambele, booked.ambele)).toBe(false);
    const [entry] = (await t.call('GET', '/api/audit?kind=attendance.upload&limit=500', { token: admin })).body.payload.rows;
    expect(entry).toMatchObject({ target: DAY, actorName: ADMIN_NAME, details: { days: [DAY], rows: 1, present: 1 } });

    // The same list as JSON rows gives the same outcome.
    const json = await t.call('POST', URL, {
      token: admin,
      body: { attendingList: [{ date: '03/03/2026', email: 'angajat@example.com' }] },
    });
    expect(json.body.payload).toMatchObject({
      days: r.body.payload.days,
      present: r.body.payload.present,
      noShows: r.body.payload.noShows,
    });
  });

  it('refuses the whole file for one bad row, naming it as the preview numbers it, and changes nothing', async () => {
    const before = await state();
    const bad = await upload({
      name: 'prezenta.csv',
      content: `Data,Email\n03.03.2026,angajat@example.com\n31.02.2026,ambele@example.com\n`,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(`${ATTENDANCE_MSG.invalid} (rândul 3): ${ATTENDANCE_MSG.date('31.02.2026')}`);
    // A well-formed row of someone who is not a user is the service's refusal, as for the JSON rows.
    const unknown = await upload({
      name: 'prezenta.csv',
      content: `Data,Email\n03.03.2026,angajat@example.com\n03.03.2026,nimeni@example.com\n`,
    });
    expect(unknown.body).toMatchObject({
      err: 400,
      message: `${ATTENDANCE_MSG.invalid} (rândul 3: „nimeni@example.com” nu este un utilizator).`,
    });
    // A file of other than 2 columns is refused as a whole, with the specification's sentence.
    const shape = await upload({ name: 'prezenta.csv', content: `Data;Email;Nume\n03.03.2026;angajat@example.com;Ana\n` });
    expect(shape.body).toMatchObject({ err: 400, message: ATTENDANCE_MSG.columns, reason: UPLOAD_REASON.format });
    expect(await state()).toEqual(before);
  });

  it('takes a .csv only, with the specification’s sentence, and one file only', async () => {
    const before = await state();
    const xlsx = await upload({ name: 'prezenta.xlsx', content: 'Data,Email\n03.03.2026,angajat@example.com\n' });
    expect(xlsx.body).toMatchObject({ err: 400, message: UPLOAD_MSG.csvOnly, reason: UPLOAD_REASON.type });
    const two = await upload(
      { name: 'a.csv', content: 'Data,Email\n03.03.2026,angajat@example.com\n' },
      { name: 'b.csv', content: 'Data,Email\n03.03.2026,ambele@example.com\n' },
    );
    expect(two.body).toMatchObject({ err: 400, message: UPLOAD_MSG.oneFile, reason: UPLOAD_REASON.oneFile });
    expect(await state()).toEqual(before);
  });

  it('is refused to anyone but an administrator of the office before the file is read', async () => {
    const r = await uploadFiles(t, angajat, URL, { name: 'prezenta.csv', content: 'Data,Email\n03.03.2026,angajat@example.com\n' });
    expect(r.status).toBe(403);
  });
});
