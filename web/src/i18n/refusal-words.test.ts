import { MESSAGE_CATALOGUES } from '@domain/message-catalogues.js';
import { MSG } from '@domain/messages.js';
import { REASON_CODES } from '@domain/reasons.js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import ro from './catalogues/reasons/ro.json';
import en from './catalogues/reasons/en.json';
import { chooseLanguage, i18n, type Values } from './i18n.js';
import { loadRefusalWords, refusalWords } from './refusal-words.js';
import './reasons.js';

// Issue #40 point 3 (decisions §22): every reason of docs/api-reasons.md (domain/reasons.ts, the list the
// doc is written from) has its message in both languages, the Romanian one the API's own sentence.
const GENERIC: Record<string, string> = {
  invalid: MSG.invalidRequest,
  unauthenticated: MSG.notAuthenticated,
  access: MSG.forbidden,
  forbidden: MSG.forbidden,
  notFound: MSG.notFound,
  throttled: MSG.tooManyAttempts,
  unavailable: MSG.serviceUnavailable,
};

const messageOf = (code: string): unknown => {
  const [area, key] = code.split('.');
  return MESSAGE_CATALOGUES[area]?.[key];
};

/** The messages with details: the domain's arguments and the catalogue's values for them. */
const counts = (code: string, name: string) => [1, 3, 20, 101, 200].map((n) => ({ code, args: [n], values: { [name]: n } as Values }));
const DETAILED: { code: string; args: unknown[]; values: Values }[] = [
  { code: 'app.groupDeskUnknown', args: ['E3-12'], values: { deskId: 'E3-12' } },
  { code: 'app.groupRoomUnknown', args: ['E3-01'], values: { roomId: 'E3-01' } },
  { code: 'app.groupUserUnknown', args: ['ana.pop'], values: { username: 'ana.pop' } },
  { code: 'app.mappedGroupOtherBuilding', args: ['it'], values: { groupId: 'it' } },
  { code: 'app.mappedGroupUnknown', args: ['it'], values: { groupId: 'it' } },
  { code: 'checkin.otherDesk', args: ['E3-12'], values: { deskId: 'E3-12' } },
  { code: 'checkin.taken', args: ['Ana Pop'], values: { name: 'Ana Pop' } },
  { code: 'desk.allocated', args: ['Ana Pop'], values: { name: 'Ana Pop' } },
  { code: 'desk.banned', args: ['2027-03-19'], values: { day: '19.03.2027' } },
  { code: 'desk.blocked', args: ['Echipa Alfa'], values: { name: 'Echipa Alfa' } },
  { code: 'desk.idTaken', args: ['E3-12'], values: { deskId: 'E3-12' } },
  { code: 'desk.maxActive', args: [20], values: { max: 20 } },
  { code: 'desk.otherHasBooking', args: ['2027-03-19'], values: { day: '19.03.2027' } },
  { code: 'desk.outsideWindow', args: ['2027-03-19'], values: { day: '19.03.2027' } },
  { code: 'desk.selfHasBooking', args: ['2027-03-19'], values: { day: '19.03.2027' } },
  ...counts('floor.itemsOutside', 'count'),
  { code: 'floor.notEmpty', args: [1, 21], values: { desks: 1, rooms: 21 } },
  { code: 'floor.notEmpty', args: [5, 1], values: { desks: 5, rooms: 1 } },
  { code: 'floor.notFound', args: [7], values: { floor: 7 } },
  { code: 'floor.outsidePlan', args: [1200, 800], values: { width: 1200, height: 800 } },
  ...counts('room.endTooFar', 'days'),
  { code: 'room.idTaken', args: ['E3-01'], values: { roomId: 'E3-01' } },
  { code: 'room.maxActive', args: [5], values: { max: 5 } },
  ...counts('room.tooFar', 'days'),
  { code: 'tower.banned', args: ['19.03.2027'], values: { day: '19.03.2027' } },
  { code: 'upload.format', args: [['Data', 'Nume', 'Prenume']], values: { columns: 'Data, Nume, Prenume' } },
  ...counts('upload.tooManyDays', 'max'),
  ...counts('upload.tooManyRows', 'max'),
];

beforeAll(loadRefusalWords);
afterEach(async () => {
  await chooseLanguage('ro');
});

describe('the reasons catalogue (#40 point 3)', () => {
  it('has one message per reason of docs/api-reasons.md, and no other', () => {
    expect(Object.keys(ro).sort()).toEqual(REASON_CODES.map((c) => `reasons.${c}`).sort());
    expect(Object.keys(en).sort()).toEqual(Object.keys(ro).sort());
  });

  it('says in Romanian the API’s own sentence', () => {
    for (const code of REASON_CODES) {
      const key = `reasons.${code}` as keyof typeof ro;
      const message = messageOf(code);
      if (typeof message === 'string') expect(ro[key], code).toBe(message);
      else if (typeof message === 'function')
        expect(
          DETAILED.some((d) => d.code === code),
          `${code} has a sample`,
        ).toBe(true);
      else if (code in GENERIC) expect(ro[key], code).toBe(GENERIC[code]);
    }
    for (const { code, args, values } of DETAILED) {
      const server = (messageOf(code) as (...a: unknown[]) => string)(...args);
      expect(i18n._(`reasons.${code}`, values), code).toBe(server);
    }
  });
});

describe('refusalWords (#40 point 3)', () => {
  it('words a refusal by its reason in the language chosen', async () => {
    const taken = new ApiError(409, 'Biroul este deja rezervat pentru această zi.', 'desk.taken');
    expect(refusalWords(taken)).toBe('Biroul este deja rezervat pentru această zi.');
    await chooseLanguage('en');
    expect(refusalWords(taken)).toBe('The desk is already booked for this day.');
    await chooseLanguage('ro');
    expect(refusalWords(taken)).toBe('Biroul este deja rezervat pentru această zi.');
  });

  it('carries the details of the server’s sentence into English', async () => {
    const refusals = DETAILED.map(({ code, args }) => new ApiError(409, (messageOf(code) as (...a: unknown[]) => string)(...args), code));
    for (const e of refusals) expect(refusalWords(e)).toBe(e.message);
    await chooseLanguage('en');
    const english = refusals.map(refusalWords);
    for (const [i, text] of english.entries()) {
      expect(text, DETAILED[i].code).not.toBe(refusals[i].message);
      expect(text, DETAILED[i].code).not.toMatch(/[{}…]/);
    }
    const say = (code: string, ...args: unknown[]) =>
      refusalWords(new ApiError(409, (messageOf(code) as (...a: unknown[]) => string)(...args), code));
    expect(say('desk.allocated', 'Ana Pop')).toBe('This desk is allocated to Ana Pop.');
    expect(say('desk.selfHasBooking', '2027-03-19')).toBe('You already have a booking on 19/03/2027.');
    expect(say('tower.banned', '19.03.2027')).toBe('You cannot make bookings until 19/03/2027.');
    expect(say('room.tooFar', 1)).toBe('Meeting rooms can be booked at most 1 day in advance.');
    expect(say('room.tooFar', 20)).toBe('Meeting rooms can be booked at most 20 days in advance.');
    expect(say('floor.notEmpty', 1, 21)).toBe(
      'The floor cannot be deleted while it has desks or meeting rooms: it has 1 desk and 21 meeting rooms. Delete them first.',
    );
    expect(say('upload.tooManyRows', 10000)).toBe('The list has too many rows: at most 10,000 rows. Split it into several files.');
  });

  it('keeps the server’s sentence for a generic reason in Romanian, and words it in English', async () => {
    const field = new ApiError(400, 'Câmpul „date” lipsește.', 'invalid');
    expect(refusalWords(field)).toBe('Câmpul „date” lipsește.');
    await chooseLanguage('en');
    expect(refusalWords(field)).toBe('The data sent is not valid.');
  });

  it('leaves any other failure to errorMessage', async () => {
    await chooseLanguage('en');
    expect(refusalWords(new ApiError(500, 'Eroare internă'))).toBe('Eroare internă');
    expect(refusalWords(new ApiError(0, 'Serverul nu poate fi contactat.', 'network'))).toBe('Serverul nu poate fi contactat.');
    expect(refusalWords(new Error('x'))).toBe('Something went wrong.'); // errorMessage's own sentence, in the language chosen
    // A detailed refusal the server worded otherwise keeps its own words rather than blanks.
    expect(refusalWords(new ApiError(403, 'Alt text', 'desk.allocated'))).toBe('Alt text');
  });
});
