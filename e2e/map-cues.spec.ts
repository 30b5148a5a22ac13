import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './axe-fixture.js';
import { nextWorkingDay } from '../domain/desks/rules.js';
import { deskNumberText, planPoint } from '../domain/floors/geometry.js';
import { PLAN } from '../domain/floors/layout.js';
import { bucharestDay } from '../domain/time.js';
import { nextDesk, type DeskPoint, type RovingKey } from '../web/src/features/birouri/map/roving.js';
import { adminApi, createAccount, login, serverNow } from './support.js';

// Issue #21, point 6: the map reads at its default zoom. A taken desk shows its number (its holder's
// initials once they fit at 11 px or more, #39 point 5),
// a card on hover and on the keyboard's focus says the desk, who holds it, its group and parking,
// and a taken desk carries a pattern beside its red, as its legend entry does. A fresh person with
// diacritics in the name books a desk of the IT group on floor 5, with parking, on a day away from
// the other specs' (the 14th working day after the first bookable one; the clock only moves forward).

interface MapDesk {
  deskId: string;
  floor: number;
  status: string;
  manager?: string;
  groupsIdList: string[];
  coordinates: { latitude: number; longitude: number };
}

const NAME = 'Ștefan Țurcanu';
const map = (page: Page) => page.getByRole('group', { name: 'Harta etajului 5' });
const card = (page: Page, deskId: string) => page.getByRole('tooltip').filter({ hasText: `Birou ${deskId}` });

async function dayAhead(request: APIRequestContext, workingDays: number): Promise<string> {
  let day = nextWorkingDay(bucharestDay(await serverNow(request)));
  for (let i = 0; i < workingDays; i++) day = nextWorkingDay(day);
  return day;
}

/** The arrow keys that take the map's roving focus from one desk to another (roving.ts decides each step). */
function keysBetween(points: DeskPoint[], from: string, to: string): RovingKey[] {
  const keys: RovingKey[] = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];
  const path = new Map<string, RovingKey[]>([[from, []]]);
  const queue = [from];
  while (queue.length > 0) {
    const at = queue.shift()!;
    if (at === to) return path.get(at)!;
    for (const key of keys) {
      const next = nextDesk(points, at, key);
      if (next && !path.has(next)) {
        path.set(next, [...path.get(at)!, key]);
        queue.push(next);
      }
    }
  }
  throw new Error(`no way from ${from} to ${to}`);
}

test("a taken desk shows its number on the whole floor and its holder's initials zoomed in, a card on hover and focus, and a pattern beside its colour", async ({
  page,
  request,
}) => {
  const admin = await adminApi(request);
  const person = await createAccount(request, { name: NAME, parkingRight: true });
  const uuid = (await admin.get<{ uuid: string; email: string }[]>('/api/users/group/it')).find((u) => u.email === person.email)!.uuid;
  const day = await dayAhead(request, 14);
  const itDesks = (await admin.get<MapDesk[]>(`/api/desks/group/it?date=${day}`)).filter(
    (d) => d.floor === 5 && d.groupsIdList.includes('it'),
  );
  const deskId = itDesks.find((d) => d.status === 'free' && !d.manager)!.deskId;
  await admin.post('/api/reservations/desks/update', { deskId, reservationDate: day, uuid, parkingSpot: true });

  await login(page, 'angajat'); // of the IT group, the map shows its desks
  await page.goto(`/birouri?etaj=5&zi=${day}&grup=it`);
  const desk = map(page).locator(`[data-desk-id="${deskId}"]`);
  await expect(desk).toHaveAttribute('data-state', 'taken');

  // On the whole floor its number alone, 11 px or more (#39, point 5); zoomed in until two lines fit,
  // the initials, diacritics kept, as large. The accessible name starts with what is drawn.
  const number = deskNumberText(deskId);
  const drawnPx = (el: Element) => Number(el.getAttribute('font-size')) * (el as SVGGraphicsElement).getScreenCTM()!.a;
  await expect(desk.locator('text')).toHaveText(number);
  expect(await desk.locator('text').evaluate(drawnPx)).toBeGreaterThanOrEqual(11);
  await expect(desk).toHaveAttribute('aria-label', `${number}, Birou ${deskId}: rezervat de altcineva, ${NAME}, cu loc de parcare`);
  const initials = desk.locator('tspan').filter({ hasText: 'ȘȚ' });
  for (let i = 0; i < 4 && (await initials.count()) === 0; i++) {
    const before = (await map(page).getAttribute('viewBox'))!;
    await page.getByRole('button', { name: 'Măriți' }).click();
    await expect(map(page)).not.toHaveAttribute('viewBox', before);
  }
  await expect(initials).toHaveCount(1);
  expect(await initials.evaluate(drawnPx)).toBeGreaterThanOrEqual(11);
  await expect(desk).toHaveAttribute('aria-label', `${number} P ȘȚ, Birou ${deskId}: rezervat de altcineva, ${NAME}, cu loc de parcare`);
  await page.getByRole('button', { name: 'Tot etajul' }).click();
  await expect(desk.locator('tspan')).toHaveCount(0);

  // A second cue beside red: the desk is striped, and the legend's entry for taken desks shows the same stripes.
  const cue = desk.locator('[data-cue="taken"]');
  await expect(cue).toHaveCount(2); // a band at each end, none under the text
  await expect(cue.first()).toHaveAttribute('fill', /^url\(#.+\)$/);
  const pattern = (await cue.first().getAttribute('fill'))!.slice(5, -1);
  expect(await page.evaluate((id) => document.getElementById(id)?.tagName, pattern)).toBe('pattern');
  await expect(map(page).locator('[data-state="free"] [data-cue]')).toHaveCount(0);
  const legendTaken = page.getByRole('list', { name: 'Legendă' }).getByRole('listitem').filter({ hasText: 'Rezervat de altcineva' });
  await expect(legendTaken.locator('[data-cue="taken"]')).toHaveCount(1);

  // Hover: the card says the desk, who holds it, its group and its parking; it goes when the pointer leaves.
  await desk.hover();
  await expect(card(page, deskId)).toBeVisible();
  await expect(card(page, deskId)).toContainText(`Rezervat de ${NAME}`);
  await expect(card(page, deskId)).toContainText('Departament/proiect: Tehnologia Informației');
  await expect(card(page, deskId)).toContainText('Cu loc de parcare');
  await page.mouse.move(2, 2);
  await expect(card(page, deskId)).toHaveCount(0);

  // The keyboard: Tab enters the map on its first desk, the arrow keys reach the booked one, whose card shows; Escape hides it.
  const points = itDesks.map((d) => ({ id: d.deskId, ...planPoint(d.coordinates, PLAN.height) })).sort((a, b) => a.y - b.y || a.x - b.x);
  await page.getByRole('button', { name: 'Tot etajul' }).focus();
  await page.keyboard.press('Tab');
  const first = map(page).locator(`[data-desk-id="${points[0].id}"]`);
  await expect(first).toBeFocused();
  await expect(card(page, points[0].id)).toBeVisible();
  for (const key of keysBetween(points, points[0].id, deskId)) await page.keyboard.press(key);
  await expect(desk).toBeFocused();
  await expect(card(page, deskId)).toBeVisible();
  await expect(card(page, deskId)).toContainText(`Rezervat de ${NAME}`);
  await expect(card(page, deskId)).toContainText('Departament/proiect: Tehnologia Informației');
  await expect(card(page, deskId)).toContainText('Cu loc de parcare');
  await expect(page.getByRole('tooltip')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(card(page, deskId)).toHaveCount(0);
  await expect(desk).toBeFocused();
  // The card follows the focus: to the next desk, and away when the focus leaves the map.
  const key = (['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'] as const).find((k) => nextDesk(points, deskId, k))!;
  const neighbour = nextDesk(points, deskId, key)!;
  await page.keyboard.press(key);
  await expect(card(page, neighbour)).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test("every marker's accessible name holds what it shows, at every zoom (axe: label-content-name-mismatch)", async ({ page }) => {
  await login(page, 'angajat');
  await page.goto('/birouri?etaj=4&zi=2027-03-10'); // only looked at: taken, held and free desks of every group
  await page.getByLabel('Doar departamentul/proiectul ales').uncheck();
  const floor4 = page.getByRole('group', { name: 'Harta etajului 4' });
  await expect(floor4.locator('[data-state="taken"]').first()).toBeVisible();
  // An experimental rule, left out of the default run of e2e/axe.spec.ts: named here, it runs.
  const mismatches = async () =>
    (
      await new AxeBuilder({ page }).include('svg[aria-label^="Harta etajului"]').withRules(['label-content-name-mismatch']).analyze()
    ).violations.flatMap((v) => v.nodes.map((n) => n.html.slice(0, 120)));
  expect(await mismatches()).toEqual([]);
  for (let step = 1; step <= 2; step++) {
    await page.getByRole('button', { name: 'Măriți' }).click();
    await expect(floor4.locator('[data-state="taken"] text').last()).toBeVisible();
    expect(await mismatches()).toEqual([]);
  }
});
