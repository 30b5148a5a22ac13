import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOOR_REASON } from '../../domain/floors/rules.js';
import type { FloorInfo } from '../../domain/schemas/floors.js';
import { UPLOAD_REASON } from '../../domain/upload-messages.js';
import { aFloor, aPerson } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/harness.js';
import { uploadForm } from '../test/upload.js';

// A floor's uploaded plan (decisions §18): an SVG, PNG or JPEG told by its content, an SVG cleaned
// on the server before it is stored, served back to the members of building 1 with headers that
// let it do nothing but draw itself.
let t: TestApp;
let admin: string, angajat: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await aPerson(t, { role: 'admin' })).token;
  angajat = (await aPerson(t)).token;
});
/** A floor of its own (the other tests upload plans to theirs, at the same time), as its number in a form field. */
const ownFloor = async () => String((await aFloor(t)).floor);
afterAll(() => t.close());

const upload = (floor: string, file: { name: string; content: string | Buffer; type: string }) =>
  uploadForm(t, admin, '/api/floors/plan', { fields: { floor }, file });
const floorOf = async (n: number) =>
  ((await t.call('GET', '/api/floors', { token: angajat })).body.payload as FloorInfo[]).find((f) => f.floor === n)!;
/** The plan as the web reads it: fetched with the session's token. */
const served = async (url: string, token = angajat) => {
  const r = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { status: r.statusCode, headers: r.headers, body: r.rawPayload };
};

const png = (width: number, height: number) => {
  const image = new PNG({ width, height });
  image.data.fill(200);
  return PNG.sync.write(image);
};
// The markers of a JPEG (start of image, a JFIF header, a frame header declaring 40 × 30, end of
// image): what the server looks for, its size included (#38, point 9).
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00,
  0x11, 0x08, 0x00, 0x1e, 0x00, 0x28, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);

const EVIL_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1000 600" onload="alert('onload')">
  <script>alert('script')</script>
  <style>.wall { stroke: #333; fill: url(http://evil.example/fill.svg#p) } .room { fill: #eef }</style>
  <defs><pattern id="hatch" width="8" height="8"><path d="M0 8 L8 0" stroke="#999"/></pattern></defs>
  <rect class="wall" x="20" y="20" width="960" height="560" fill="url(#hatch)" style="stroke-width: 4; background: url('http://evil.example/bg.png')"/>
  <image href="http://evil.example/x.png" x="0" y="0" width="10" height="10"/>
  <image xlink:href="https://evil.example/y.png" x="0" y="0" width="10" height="10"/>
  <image href="data:image/png;base64,iVBORw0KGgo=" x="5" y="5" width="1" height="1"/>
  <use href="#hatch"/>
  <a href="javascript:alert('link')"><text x="40" y="40" onclick="alert('click')">Recepție</text></a>
  <foreignObject x="0" y="0" width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml">HTML</div></foreignObject>
</svg>`;

// The tests run at the same time (each on its floor): a plan's child starts in about a second on a
// busy 2-core machine, and the file stays within its 6 s (issue #37).
describe.concurrent("a floor's plan", () => {
  it('is 404 while the floor has none', async () => {
    // A floor of its own, made by an administrator: the other tests upload plans to theirs, in any order.
    expect((await t.call('POST', '/api/floors/update', { token: admin, body: { floor: 6 } })).status).toBe(200);
    expect((await floorOf(6)).planUrl).toBeNull();
    const r = await served('/api/floors/6/plan');
    expect(r.status).toBe(404);
    expect(JSON.parse(r.body.toString())).toMatchObject({ err: 404, reason: FLOOR_REASON.planNotFound });
  });

  it('an SVG is cleaned before it is stored: no script, no event attribute, no foreignObject, no reference out of the file', async () => {
    const n = await ownFloor();
    const r = await upload(n, { name: 'etaj4.svg', content: EVIL_SVG, type: 'image/svg+xml' });
    expect(r.status).toBe(200);
    const floor = r.body.payload as FloorInfo;
    expect(floor.planUrl).toMatch(new RegExp(`^/api/floors/${n}/plan\\?v=\\d+$`));
    expect((await floorOf(Number(n))).planUrl).toBe(floor.planUrl);
    const plan = await served(floor.planUrl!);
    expect(plan.status).toBe(200);
    expect(plan.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(plan.headers['x-content-type-options']).toBe('nosniff');
    expect(plan.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:");
    expect(plan.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const svg = plan.body.toString('utf8');
    for (const gone of ['<script', 'alert(', 'onload', 'onclick', 'foreignObject', 'evil.example', 'javascript:', '<div'])
      expect(svg, gone).not.toContain(gone);
    // What draws the plan stays: its shapes, its own pattern and the image carried in it, its text.
    for (const kept of [
      'viewBox="0 0 1000 600"',
      'url(#hatch)',
      '<pattern id="hatch"',
      'data:image/png;base64',
      'Recepție',
      '.room',
      '<use',
    ])
      expect(svg, kept).toContain(kept);
    const audit = await t.ctx.db.query<{ details: { type: string; removed: number } }>(
      "SELECT details FROM audit_log WHERE kind = 'floors.plan' AND target = $1 ORDER BY id DESC LIMIT 1",
      [n],
    );
    expect(audit.rows[0].details).toMatchObject({ type: 'image/svg+xml' });
    expect(audit.rows[0].details.removed).toBeGreaterThan(3);
  });

  it('a PNG and a JPEG are stored as they are, each under a new address; an old address is served without being kept', async () => {
    const n = await ownFloor();
    // A plan it had before.
    expect(
      (await upload(n, { name: 'etaj5.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: 'image/svg+xml' })).status,
    ).toBe(200);
    const first = (await floorOf(Number(n))).planUrl;
    expect(first).toBeTruthy();
    const image = png(40, 30);
    const r = await upload(n, { name: 'etaj5.png', content: image, type: 'image/png' });
    expect(r.status).toBe(200);
    const pngUrl = (r.body.payload as FloorInfo).planUrl!;
    expect(pngUrl).not.toBe(first);
    const p = await served(pngUrl);
    expect(p.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(p.body, image)).toBe(0);
    // Sent as application/octet-stream, the content decides.
    const j = await upload(n, { name: 'etaj5', content: JPEG, type: 'application/octet-stream' });
    const jpegUrl = (j.body.payload as FloorInfo).planUrl!;
    expect(jpegUrl).not.toBe(pngUrl);
    const jpeg = await served(jpegUrl);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(jpeg.body, JPEG)).toBe(0);
    const stale = await served(pngUrl);
    expect(stale.headers['content-type']).toBe('image/jpeg');
    expect(stale.headers['cache-control']).toBe('private, no-cache');
  });

  it('refuses what is not an SVG, PNG or JPEG, or not the type it claims, with a Romanian message, and keeps the plan it had', async () => {
    const n = await ownFloor();
    // The plan it had.
    expect((await upload(n, { name: 'etaj4.png', content: png(4, 4), type: 'image/png' })).status).toBe(200);
    const before = await floorOf(Number(n));
    expect(before.planUrl).toBeTruthy();
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
    for (const [file, reason] of [
      [{ name: 'plan.gif', content: gif, type: 'image/gif' }, FLOOR_REASON.planType],
      [{ name: 'plan.pdf', content: '%PDF-1.4 ...', type: 'application/pdf' }, FLOOR_REASON.planType],
      [{ name: 'plan.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><rect', type: 'image/svg+xml' }, FLOOR_REASON.planUnreadable],
      [{ name: 'plan.svg', content: '<html><body>not a plan</body></html>', type: 'image/svg+xml' }, FLOOR_REASON.planUnreadable],
      [{ name: 'plan.svg', content: png(2, 2), type: 'image/svg+xml' }, FLOOR_REASON.planUnreadable],
      [{ name: 'plan.png', content: '<svg xmlns="http://www.w3.org/2000/svg"/>', type: 'image/png' }, FLOOR_REASON.planUnreadable],
      [{ name: 'plan.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]), type: 'image/png' }, FLOOR_REASON.planUnreadable],
    ] as const) {
      const r = await upload(n, file);
      expect(r.status, file.name).toBe(400);
      expect(r.body.reason, `${file.name} ${file.type}`).toBe(reason);
      expect(r.body.message).toMatch(/^(Planul trebuie|Fișierul planului nu a putut fi citit)/);
    }
    expect(await floorOf(Number(n))).toEqual(before);
  });

  it('refuses a floor that is missing, malformed or does not exist, and a file over 5 MB', async () => {
    const file = { name: 'p.png', content: png(2, 2), type: 'image/png' };
    for (const floor of ['', 'patru', '4.5', '201', '-1']) {
      const r = await upload(floor, file);
      expect(r.status, floor).toBe(400);
      expect(r.body.message).toMatch(/Etajul trebuie să fie un număr întreg între 0 și 200/);
    }
    const r = await upload('9', file); // no factory makes floor 9
    expect(r.body).toMatchObject({ err: 404, reason: FLOOR_REASON.notFound });
    const n = await ownFloor();
    const big = Buffer.concat([png(2, 2), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(n, { name: 'p.png', content: big, type: 'image/png' });
    expect(tooBig.status).toBe(400);
    expect([UPLOAD_REASON.fileTooLarge, UPLOAD_REASON.requestTooLarge]).toContain(tooBig.body.reason);
    expect((await floorOf(Number(n))).planUrl).toBeNull();
  });

  it('is read by members of building 1 only, and uploaded by its administrators only', async () => {
    const n = await ownFloor();
    const mine = await upload(n, { name: 'etaj4.png', content: png(3, 3), type: 'image/png' });
    const url = (mine.body.payload as FloorInfo).planUrl!;
    expect((await served(url)).status).toBe(200);
    const turn = await aPerson(t, { building: '2' }); // a member of the Turn only
    expect((await served(url, turn.token)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const r = await uploadForm(t, angajat, '/api/floors/plan', {
      fields: { floor: n },
      file: { name: 'p.png', content: png(2, 2), type: 'image/png' },
    });
    expect(r.status).toBe(403);
    expect((await floorOf(Number(n))).planUrl).toBe(url);
  });
});
