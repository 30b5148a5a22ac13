import { expect, test } from './axe-fixture.js';
import { addDays, bucharestDay } from '../domain/time.js';
import { romanian } from './catalogue.js';
import { call, createAccount, escapeRegExp, freeItDesk, loginNew, nextMonday, serverNow, tokenFor } from './support.js';

// Issue #42 (decisions §21): a person follows a colleague from the team's week, sees the colleague's
// day there, takes 'Rezervați lângă' to the map, which marks the desks free near the colleague's and
// opens the first one's panel, and books it. Accounts of their own; their bookings are cancelled at
// the end, so that the other specs find the IT desks as they were.

test.use({ viewport: { width: 1400, height: 900 } });

const team = (key: string, values: Record<string, string> = {}) => romanian('team', key, values);

test("following a colleague from the team's week, and booking a desk near theirs", async ({ page, request }) => {
  const tina = await createAccount(request, { name: 'Tina Echipa' });
  const bogdan = await createAccount(request, { name: 'Bogdan Alăturea' });
  const [tinaToken, bogdanToken] = [
    await tokenFor(request, tina.username, tina.password),
    await tokenFor(request, bogdan.username, bogdan.password),
  ];
  // Bogdan sits at a desk of IT on Wednesday of next week.
  const day = addDays(nextMonday(bucharestDay(await serverNow(request))), 2);
  const bogdanDesk = await freeItDesk(request, bogdanToken, day);
  const booked = await call<{ _id: string }>(request, bogdanToken, 'post', '/api/reservations/desks/update', {
    deskId: bogdanDesk,
    reservationDate: day,
  });
  const near = await call<{ deskId: string }[]>(request, tinaToken, 'get', `/api/desks/near?deskId=${bogdanDesk}&date=${day}`);
  expect(near.length).toBeGreaterThan(0);

  try {
    await loginNew(page, tina.username, tina.password);
    // 'Săptămâna echipei' from the user menu; next week.
    await page.getByRole('button', { name: 'Meniu utilizator' }).click();
    await page.getByRole('menuitem', { name: team('team.title') }).click();
    await expect(page).toHaveURL(/\/birouri\/echipa$/);
    await page.getByRole('button', { name: romanian('week', 'week.next') }).click();

    // Tina follows Bogdan: his row comes first, and says he is followed.
    await page.getByRole('button', { name: team('team.followLabel', { name: 'Bogdan Alăturea' }) }).click();
    await expect(page.getByRole('button', { name: team('team.unfollowLabel', { name: 'Bogdan Alăturea' }) })).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toContainText('Bogdan Alăturea');
    // His Wednesday shows his desk.
    await expect(rows.nth(1)).toContainText(bogdanDesk);

    // 'Rezervați lângă' on his Wednesday: the map of that day, the nearest free desk's panel open.
    await rows
      .nth(1)
      .getByRole('link', {
        name: new RegExp(`^${escapeRegExp(team('team.nearLabel', { name: 'Bogdan Alăturea', day: '' }).replace(/, $/, ''))}`),
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/birouri\\?.*langa=${escapeRegExp(bogdanDesk)}`));
    const panel = page.getByRole('dialog', { name: romanian('booking', 'booking.desk.title', { deskId: near[0].deskId }) });
    await expect(panel).toBeVisible();
    await panel.getByRole('button', { name: romanian('forms', 'forms.confirm') }).click();
    await expect(panel).toBeHidden();

    // Tina holds that desk on Wednesday; on the map, Bogdan's desk is marked as a followed colleague's.
    const week = await call<{ days: { day: string; desk: { deskId: string } | null }[] }>(
      request,
      tinaToken,
      'get',
      `/api/week?from=${day}`,
    );
    expect(week.days.find((d) => d.day === day)?.desk?.deskId).toBe(near[0].deskId);
    await expect(page.locator(`[data-mark-desk="${bogdanDesk}"][data-followed]`)).toHaveCount(1);
  } finally {
    // The other specs' IT desks as they were: both bookings cancelled.
    await call(request, bogdanToken, 'post', '/api/reservations/desks/delete', { _id: booked._id });
    const mine = await call<{ days: { day: string; desk: { _id: string } | null }[] }>(request, tinaToken, 'get', `/api/week?from=${day}`);
    const held = mine.days.find((d) => d.day === day)?.desk;
    if (held) await call(request, tinaToken, 'post', '/api/reservations/desks/delete', { _id: held._id });
  }
});
