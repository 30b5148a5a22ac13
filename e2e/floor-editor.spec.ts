import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { DESK_MSG, nextWorkingDay } from '../domain/desks/rules.js';
import { parseDeskId, planPoint, planToScreen, screenScale, wholePlan } from '../domain/floors/geometry.js';
import { bucharestDay, formatDay } from '../domain/time.js';
import { call, createAccount, login, mailTo, serverNow, tokenFor } from './support.js';

// Issue #28 (decisions §18): an administrator lays out a new floor from nothing in the console's
// 'Planuri' section (a plan uploaded, three desks placed and given a group); a member of that group
// books one on the map; the administrator moves it (dragged, then by the keyboard and undone) and
// deletes another one that has a booking, whose holder is e-mailed. The floor is taken down after.

const PLAN_SVG = fileURLToPath(new URL('./fixtures/floor-plan.svg', import.meta.url));
const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
// A floor of its own, after the demo's 4 and 5 (the map opens on the first floor: this one is never it).
const FLOOR = 150 + Math.floor(Math.random() * 50);
const SIZE = { width: 800, height: 500 };

interface ApiDesk {
  deskId: string;
  coordinates: { latitude: number; longitude: number };
}

/** Where a desk's centre is, in plan units, as the API says (latitude counts up from the floor's bottom). */
async function deskCentre(request: APIRequestContext, token: string, day: string, deskId: string) {
  const desks = await call<ApiDesk[]>(request, token, 'get', `/api/desks?date=${day}&floor=${FLOOR}`);
  const d = desks.find((x) => x.deskId === deskId);
  return d ? planPoint(d.coordinates, SIZE.height) : null;
}

/** A point of the plan on the editor's canvas, in the canvas's own pixels. */
async function onCanvas(canvas: Locator, x: number, y: number) {
  const box = (await canvas.boundingBox())!;
  const own = { left: 0, top: 0, width: box.width, height: box.height };
  return { ...planToScreen({ x, y }, own, wholePlan(SIZE)), box, scale: screenScale(own, wholePlan(SIZE)) };
}

async function addDeskAt(page: Page, canvas: Locator, x: number, y: number, expectedId: string) {
  const p = await onCanvas(canvas, x, y);
  await canvas.click({ position: { x: p.x, y: p.y } });
  const dialog = page.getByRole('dialog', { name: `Birou nou la etajul ${FLOOR}` });
  // The number proposed is the next free one.
  await expect(dialog.getByRole('textbox', { name: 'Numărul biroului' })).toHaveValue(parseDeskId(expectedId)!.numberText);
  await dialog.getByRole('button', { name: 'Adăugați biroul' }).click();
  await expect(page.getByText(`Biroul ${expectedId} a fost adăugat.`)).toBeVisible();
  await expect(canvas.getByRole('button', { name: new RegExp(`^Biroul ${expectedId},`) })).toBeVisible();
}

test.use({ viewport: { width: 1400, height: 1000 } });

test('an administrator lays out a new floor; its group books on it; a desk moved and one deleted with its booking', async ({
  page,
  browser,
  request,
}) => {
  // Two people, the console and the map: longer than one screen's test.
  test.slow();
  const admin = await tokenFor(request, 'admin');
  const group = await call<{ _id: string; name: string }>(request, admin, 'post', '/api/groups/update', {
    name: `E2E Plan ${uniq()}`,
    type: 'Departament',
  });
  const booker = await createAccount(request, { name: 'Ilinca Plan', group: group._id });
  const holder = await createAccount(request, { name: 'Horia Plan', group: group._id });
  const day = nextWorkingDay(bucharestDay(await serverNow(request)));

  // ---- The floor, from nothing ----
  await login(page, 'admin');
  await page.goto('/birouri/admin/settings/planuri');
  await expect(page.getByRole('heading', { name: 'Planuri' })).toBeVisible();
  await page.getByRole('button', { name: 'Adăugați un etaj' }).click();
  const newFloor = page.getByRole('dialog', { name: 'Etaj nou' });
  await newFloor.getByRole('textbox', { name: 'Numărul etajului' }).fill(String(FLOOR));
  await newFloor.getByRole('textbox', { name: 'Numele etajului' }).fill(`Etajul ${FLOOR}`);
  await newFloor.getByRole('textbox', { name: 'Lățimea planului' }).fill(String(SIZE.width));
  await newFloor.getByRole('textbox', { name: 'Înălțimea planului' }).fill(String(SIZE.height));
  await newFloor.getByRole('button', { name: 'Adăugați etajul' }).click();
  await expect(page.getByText(`Etajul ${FLOOR} a fost salvat.`)).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Etaj' })).toHaveText(`Etajul ${FLOOR}`);

  const canvas = page.getByRole('group', { name: `Planul etajului ${FLOOR}` });
  await expect(canvas).toHaveAttribute('viewBox', `0 0 ${SIZE.width} ${SIZE.height}`);
  await page.getByTestId('plan-input').setInputFiles(PLAN_SVG);
  await expect(page.getByText(`Planul etajului ${FLOOR} a fost încărcat.`)).toBeVisible();
  // The plan is the background, fetched with the token and shown through an object URL.
  await expect(canvas.locator('image[data-plan]')).toHaveAttribute('href', /^blob:/);

  await addDeskAt(page, canvas, 200, 300, `${FLOOR}-1`);
  await addDeskAt(page, canvas, 300, 300, `${FLOOR}-2`);
  await addDeskAt(page, canvas, 400, 300, `${FLOOR}-3`);

  // The three chosen together (a click, then Shift and a click) and given the group at once.
  const desk = (n: number) => canvas.getByRole('button', { name: new RegExp(`^Biroul ${FLOOR}-${n},`) });
  await desk(1).click();
  await desk(2).click({ modifiers: ['Shift'] });
  await desk(3).click({ modifiers: ['Shift'] });
  await expect(page.getByText('Selectate: 3 birouri.')).toBeVisible();
  await page.getByRole('button', { name: 'Grupurile selecției' }).click();
  const groups = page.getByRole('dialog', { name: 'Grupurile selecției' });
  await groups.getByRole('combobox', { name: 'Departamente și proiecte' }).fill(group.name);
  await page.getByRole('option', { name: group.name }).click();
  await groups.getByRole('button', { name: 'Salvați grupurile' }).click();
  await expect(page.getByText('Grupurile au fost salvate pentru 3 elemente.')).toBeVisible();
  for (const n of [1, 2, 3]) await expect(desk(n)).toHaveAccessibleName(`Biroul ${FLOOR}-${n}, grupuri: ${group.name}`);

  // ---- A member of the group books one on the map ----
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const other = await context.newPage();
  await login(other, booker.username, booker.password);
  await other.getByRole('button', { name: 'Mai târziu' }).click();
  await other.goto(`/birouri?etaj=${FLOOR}&zi=${day}`);
  const map = other.getByRole('group', { name: `Harta etajului ${FLOOR}` });
  await expect(map.locator('image[data-plan]')).toHaveAttribute('href', /^blob:/);
  await expect(map.locator('[data-desk-id]')).toHaveCount(3);
  await map.getByRole('button', { name: `Birou ${FLOOR}-1: liber` }).click();
  const booking = other.getByRole('dialog', { name: `Rezervați biroul ${FLOOR}-1` });
  await booking.getByRole('button', { name: 'Confirmați' }).click();
  await expect(other.getByText(DESK_MSG.booked)).toBeVisible();
  const booked = map.locator(`[data-desk-id="${FLOOR}-1"]`);
  await expect(booked).toHaveAttribute('data-state', 'mine');

  // ---- The administrator drags it 100 units right: saved at once, and the open map follows ----
  await desk(1).click(); // chosen alone: a click on one of a selection
  await expect(page.getByText('Selectate: 1 birou.')).toBeVisible();
  await desk(1).scrollIntoViewIfNeeded();
  const start = await onCanvas(canvas, 200, 300);
  await page.mouse.move(start.box.x + start.x, start.box.y + start.y);
  await page.mouse.down();
  await page.mouse.move(start.box.x + start.x + 50 * start.scale, start.box.y + start.y, { steps: 4 });
  await page.mouse.move(start.box.x + start.x + 100 * start.scale, start.box.y + start.y, { steps: 4 });
  await page.mouse.up();
  await expect.poll(async () => (await deskCentre(request, admin, day, `${FLOOR}-1`))?.x, { timeout: 10_000 }).toBeCloseTo(300, -1);
  await expect.poll(async () => Number(await booked.locator('.desk-body').getAttribute('x'))).toBeGreaterThan(260);

  // By the keyboard: an arrow key moves it 5 units (saved), Ctrl+Z puts it back.
  const moved = (await deskCentre(request, admin, day, `${FLOOR}-1`))!;
  await desk(1).focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await deskCentre(request, admin, day, `${FLOOR}-1`))?.y).toBe(moved.y + 5);
  await page.keyboard.press('ControlOrMeta+z');
  await expect.poll(async () => (await deskCentre(request, admin, day, `${FLOOR}-1`))?.y).toBe(moved.y);
  await expect(page.getByRole('button', { name: 'Anulați ultima mutare' })).toBeEnabled();

  // ---- Another desk, booked by someone else, deleted: the question counts the booking, its holder is e-mailed ----
  await call(request, await tokenFor(request, holder.username, holder.password), 'post', '/api/reservations/desks/update', {
    deskId: `${FLOOR}-2`,
    reservationDate: day,
  });
  await desk(2).click();
  await page.getByRole('button', { name: 'Ștergeți selecția' }).click();
  const confirm = page.getByRole('dialog', { name: `Ștergeți biroul ${FLOOR}-2?` });
  await expect(confirm).toContainText('1 rezervare viitoare va fi anulată, iar titularul ei va fi anunțat prin e-mail.');
  await confirm.getByRole('button', { name: 'Ștergeți' }).click();
  await expect(page.getByText('Elementul a fost șters; 1 rezervare a fost anulată.')).toBeVisible();
  await expect(desk(2)).toHaveCount(0);
  // Their reminder for that day may come beside it, before or after.
  const cancelled = `Rezervarea biroului ${FLOOR}-2 din ${formatDay(day)} a fost anulată`;
  await mailTo(holder.email, cancelled); // throws when it never comes
  // The open map drops it too.
  await expect(map.locator('[data-desk-id]')).toHaveCount(2);
  await context.close();

  // ---- Taken down: the remaining desks, then the empty floor ----
  for (const n of [1, 3]) await call(request, admin, 'post', '/api/desks/delete', { deskId: `${FLOOR}-${n}` });
  await call(request, admin, 'post', '/api/floors/delete', { floor: FLOOR });
});
