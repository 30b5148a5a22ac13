import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { floorUpdateBody, floorZone, roomCreateBody } from '@domain/schemas/floors.js';
import type { FloorInfo } from '@/api/floors.js';
import { createQueryClient } from '@/app/providers.js';
import { SnackbarProvider } from '@/components/snackbar-provider.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { testMeta } from '@/test/meta.js';
import { PlanCanvas } from './plan-canvas.js';
import type { PlanItem } from './plan-edits.js';
import { problemText } from './plan-problems.js';
import { deletedText, deletionText, PLAN_WORDS, selectionText } from './plan-words.js';
import PlansSection from './plans-section.js';

// Issue #40: the floor-plan editor of the CityOffices console speaks English beside Romanian.

const FLOOR: FloorInfo = {
  floor: 4,
  name: 'Etajul 4',
  width: 1000,
  height: 600,
  planUrl: null,
  zones: [{ groupId: 'it', label: 'IT', x: 20, y: 30, w: 215, h: 370 }],
};
const GROUPS = { groups: [{ _id: 'it', name: 'IT', type: 'Departament', building: '1', parkingSpots: 0 }], mainGroup: 'it', managerOf: [] };

const NOT_EMPTY = 'Etajul nu poate fi șters cât timp are birouri sau săli: are 2 birouri și 1 sală. Ștergeți-le mai întâi.';
const envelope = (payload: unknown) =>
  new Response(JSON.stringify({ err: 0, payload }), { status: 200, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>(async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname.endsWith('/api/meta')) return envelope(testMeta());
  if (url.pathname.endsWith('/api/floors')) return envelope([FLOOR]);
  if (url.pathname.endsWith('/api/groups')) return envelope(GROUPS);
  if (url.pathname.endsWith('/api/floors/delete'))
    return new Response(JSON.stringify({ err: 409, payload: null, reason: 'floor.notEmpty', message: NOT_EMPTY }), {
      status: 409,
      headers: { 'content-type': 'application/json' },
    });
  return envelope([]); // the floor's desks and rooms: none yet
});
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

const show = (page: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SnackbarProvider>{page}</SnackbarProvider>
    </QueryClientProvider>,
  );

describe('the floor-plan editor in English', () => {
  backToRomanianAfterEach();

  it('names its sections, fields, buttons and empty states in English, and in Romanian again after the switch back', async () => {
    await chooseLanguage('en');
    await loadRefusalWords(); // the English wording of refusals, downloaded ahead: no render suspends for it
    show(<PlansSection />);
    expect(await screen.findByRole('heading', { name: 'Plans' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Floor 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a floor' })).toBeTruthy();
    expect(screen.getByLabelText('Floor name')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Upload plan' })).toBeTruthy();
    expect(screen.getByText("Without an uploaded plan, the map draws the floor's outline. SVG, PNG or JPEG, at most 5 MB.")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete floor' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Group zones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit zone IT' })).toBeTruthy();
    expect(screen.getByText('x 20, y 30, 215 × 370')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Desks and meeting rooms of floor 4' })).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: 'Plan actions' });
    expect(within(toolbar).getByRole('button', { name: 'Add a meeting room' })).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Undo the last move' })).toBeTruthy();
    expect(screen.getByText('The floor has no desks or meeting rooms yet. Click on the plan to add a desk.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Nothing selected.');
    expect(screen.getByRole('group', { name: 'Plan of floor 4' })).toBeTruthy();

    // A new floor's dialog, its default name and a refusal of the schema in English.
    fireEvent.click(screen.getByRole('button', { name: 'Add a floor' }));
    const dialog = await screen.findByRole('dialog', { name: 'New floor' });
    expect((within(dialog).getByLabelText('Floor name') as HTMLInputElement).value).toBe('Floor 5');
    fireEvent.change(within(dialog).getByLabelText('Floor number'), { target: { value: '4' } });
    fireEvent.change(within(dialog).getByLabelText('Plan width'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add floor' }));
    expect(await within(dialog).findByText('Floor 4 already exists.')).toBeTruthy();
    expect(within(dialog).getByText("The plan's size must be a whole number between 100 and 10000.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // The server's refusal worded by its reason, in English.
    fireEvent.click(screen.getByRole('button', { name: 'Delete floor' }));
    const question = await screen.findByRole('dialog', { name: 'Delete floor 4?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Delete floor' }));
    expect(
      await within(question).findByText(
        'The floor cannot be deleted while it has desks or meeting rooms: it has 2 desks and 1 meeting room. Delete them first.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));

    await chooseLanguage('ro');
    expect(await screen.findByRole('heading', { name: 'Planuri' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Zonele grupurilor' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Niciun element selectat.');
  }, 60_000);

  it("names the plan's desks and rooms, and counts the selection and the deletion with English plurals", async () => {
    await chooseLanguage('en');
    const items: PlanItem[] = [
      { kind: 'desk', id: '4-1', x: 100, y: 100, w: 0, h: 0, groupsIdList: ['it'], label: '1' },
      { kind: 'room', id: 'E4-01', x: 600, y: 40, w: 200, h: 100, groupsIdList: [], label: 'Delta' },
    ];
    show(
      <PlanCanvas
        floor={FLOOR}
        items={items}
        selected={new Set()}
        onSelect={() => undefined}
        onMove={() => undefined}
        onAddAt={() => undefined}
        onDelete={() => undefined}
        groupsText={(ids) => ids.join(', ')}
      />,
    );
    expect(screen.getByRole('button', { name: 'Desk 4-1, groups: it' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Meeting room Delta (E4-01), no group' })).toBeTruthy();

    expect(selectionText(2, 1)).toBe('Selected: 2 desks and 1 meeting room.');
    expect(deletionText(1, 0, 21)).toBe(
      '1 desk will be deleted. Their history stays in the statistics. 21 future bookings will be cancelled, and their holders will be notified by e-mail.',
    );
    expect(deletedText(1, 0)).toBe('The item has been deleted.');
    expect(deletedText(3, 1)).toBe('3 items have been deleted; 1 booking has been cancelled.');
    expect(PLAN_WORDS.groupsSaved(2)).toBe('The groups have been saved for 2 items.');
    expect(PLAN_WORDS.roomAdded('Delta')).toBe('Meeting room Delta has been added.');

    await chooseLanguage('ro');
    expect(await screen.findByRole('button', { name: 'Sala Delta (E4-01), fără grup' })).toBeTruthy();
    expect(PLAN_WORDS.groupsSaved(21)).toBe('Grupurile au fost salvate pentru 21 de elemente.');
  });
});

describe("the floor schemas' refusals", () => {
  backToRomanianAfterEach();

  const issuesOf = (r: { success: boolean; error?: { issues: { code: string; path: PropertyKey[]; message: string }[] } }) =>
    r.error?.issues ?? [];
  const samples = [
    ...issuesOf(floorZone.safeParse({ groupId: '', label: '', x: Number.NaN, y: -1, w: 0, h: 20000 })),
    ...issuesOf(floorZone.safeParse({ groupId: 'a', label: 'x'.repeat(101), x: 1, y: 1, w: 1, h: 1 })),
    ...issuesOf(floorZone.safeParse({ groupId: 'a', label: 'a\u0007b', x: 1, y: 1, w: 1, h: 1 })),
    ...issuesOf(floorUpdateBody.safeParse({ floor: 1.5, name: ' ', width: 5, height: Number.NaN })),
    ...issuesOf(floorUpdateBody.safeParse({ floor: 300, name: 'x'.repeat(101), width: 50000 })),
    ...issuesOf(roomCreateBody.safeParse({ floor: 1, x: 1, y: 1, w: 1, h: 1, details: { name: '' }, peopleNo: -1, number: 0 })),
  ];

  it('are in Romanian word for word what the schemas say', () => {
    expect(samples.length).toBeGreaterThan(15);
    for (const issue of samples) expect(problemText(issue)).toBe(issue.message);
  });

  it('are in English when English is chosen', async () => {
    await chooseLanguage('en');
    const english = samples.map(problemText);
    expect(english).toContain('The floor must be a whole number between 0 and 200.');
    expect(english).toContain('The position must be a number between 0 and 10000.');
    expect(english).toContain('The meeting room name is required.');
    expect(english).toContain('Too long: at most 100 characters.');
    expect(english).toContain('The text cannot contain control characters (such as BEL or ESC) or line breaks.');
    for (const [n, text] of english.entries()) expect(text, String(samples[n].path)).not.toBe(samples[n].message);
  });
});
