import { describe, expect, it } from 'vitest';
import type { Desk } from '@/api/desks.js';
import { aDesk } from '@/test/desks.js';
import { DESK_STATES, deskStateLabel } from '../desk-state.js';
import {
  DESK_TEXT_PX,
  deskCardParking,
  deskCardState,
  deskFace,
  deskFontSize,
  deskLabel,
  detailAt,
  initials,
  shortName,
} from './desk-text.js';

const desk = (over: Partial<Desk> = {}) => aDesk('4-12', over);

describe("a desk's accessible name", () => {
  it("says the legend's words for every state", () => {
    for (const state of DESK_STATES) {
      expect(deskLabel(desk(), state).toLowerCase()).toBe(`12, birou 4-12: ${deskStateLabel(state).toLowerCase()}`);
    }
  });
  it("names the occupant, or whom it is blocked or allocated for, and the legend's parking words", () => {
    const taken = desk({ uuid: 'u', name: 'Ana Popescu', parkingSpot: true });
    expect(deskLabel(taken, 'taken')).toBe('12, Birou 4-12: rezervat de altcineva, Ana Popescu, cu loc de parcare');
    expect(deskLabel(taken, 'taken', deskFace(taken, 'taken', 1))).toBe(
      '12 P AP, Birou 4-12: rezervat de altcineva, Ana Popescu, cu loc de parcare',
    );
    const blocked = desk({ manager: 'm', managerName: 'Mihai Manager', type: 'Manager' });
    expect(deskLabel(blocked, 'blocked', deskFace(blocked, 'blocked', 1))).toBe('12 MM, Birou 4-12: blocat, Mihai Manager');
    const other = desk({ uuid: 'u', name: 'Ana Popescu' });
    expect(deskLabel(other, 'unavailable', deskFace(other, 'unavailable', 1))).toBe(
      '12 AP, Birou 4-12: alt departament/proiect, Ana Popescu',
    );
  });
  it('starts with what the desk shows, at every zoom (axe: label-content-name-mismatch)', () => {
    const taken = desk({ uuid: 'u', name: 'Ana Maria Popescu' });
    for (const detail of [0, 1, 2] as const) {
      const face = deskFace(taken, 'taken', detail);
      expect(deskLabel(taken, 'taken', face).startsWith(`${face.join(' ')}, Birou 4-12: `)).toBe(true);
    }
    expect(deskLabel(taken, 'taken', deskFace(taken, 'taken', 2))).toBe('12 Ana P., Birou 4-12: rezervat de altcineva, Ana Maria Popescu');
  });
});

describe('what a desk shows (issue #21, point 6; #39, point 5)', () => {
  it("shows its number alone on a laptop's whole floor, a held desk's initials once two lines fit, then the short name", () => {
    const taken = desk({ uuid: 'u', name: 'Ana Popescu', parkingSpot: true });
    expect(deskFace(taken, 'taken', 0)).toEqual(['12']);
    expect(deskFace(taken, 'taken', 1)).toEqual(['12 P', 'AP']);
    expect(deskFace(taken, 'taken', 2)).toEqual(['12 P', 'Ana P.']);
    expect(deskFace(desk(), 'free', 1)).toEqual(['12']);
    expect(deskFace(desk({ manager: 'm', managerName: 'Mihai Manager', type: 'Reserved' }), 'allocated', 1)).toEqual(['12', 'MM']);
  });
  it('draws its text DESK_TEXT_PX tall on the screen wherever it fits: 11 px or more on the whole floor at 1366 × 768', () => {
    // The map of a 1000-unit floor is 798 px wide there, 508 px zoomed to 150 %.
    for (const scale of [0.5, 0.508, 0.8, 1, 1.5, 2.4]) {
      const face = deskFace(desk({ uuid: 'u', name: 'Ana Popescu' }), 'taken', detailAt(scale));
      expect(deskFontSize(scale, face) * scale).toBeGreaterThanOrEqual(11);
    }
    expect(deskFontSize(0.9, ['12']) * 0.9).toBeCloseTo(DESK_TEXT_PX, 6);
    // Never taller than the desk holds: a tiny map, a long number.
    expect(deskFontSize(0.2, ['12'])).toBeLessThanOrEqual(22);
    expect(deskFontSize(0.2, ['12', 'AP'])).toBeLessThanOrEqual(12);
    expect(deskFontSize(0.508, ['112'])).toBeLessThan(deskFontSize(0.508, ['12']));
  });
});

describe("a desk's card", () => {
  it('says who holds it, or for whom it is held', () => {
    expect(deskCardState(desk(), 'free')).toBe('Liber');
    expect(deskCardState(desk({ uuid: 'u', name: 'Ana Popescu' }), 'taken')).toBe('Rezervat de Ana Popescu');
    expect(deskCardState(desk({ uuid: 'me', name: 'Ana Angajat' }), 'mine')).toBe('Rezervat de dumneavoastră');
    expect(deskCardState(desk({ manager: 'm', managerName: 'Mihai Manager', type: 'Manager' }), 'blocked')).toBe(
      'Blocat pentru Mihai Manager',
    );
    expect(deskCardState(desk({ manager: 'm', managerName: 'Mihai Manager', type: 'Reserved' }), 'allocated')).toBe(
      'Alocat pentru Mihai Manager',
    );
  });
  it('says whether the booking comes with a parking spot, and nothing of a desk nobody booked', () => {
    expect(deskCardParking(desk({ uuid: 'u', name: 'Ana Popescu', parkingSpot: true }))).toBe('Cu loc de parcare');
    expect(deskCardParking(desk({ uuid: 'u', name: 'Ana Popescu' }))).toBe('Fără loc de parcare');
    expect(deskCardParking(desk())).toBeNull();
  });
});

describe('names on the desks', () => {
  it('show once they fit at DESK_TEXT_PX: initials from 1 px a plan unit, the short name from 2', () => {
    expect(detailAt(0.54)).toBe(0);
    expect(detailAt(0.99)).toBe(0);
    expect(detailAt(1)).toBe(1);
    expect(detailAt(1.9)).toBe(1);
    expect(detailAt(2)).toBe(2);
  });
  it('keep Romanian diacritics however the name was typed', () => {
    // 'S' + combining comma below, 'T' + combining cedilla: the precomposed letter either way.
    expect(initials('S\u0326tefan T\u0326urcanu')).toBe('ȘȚ');
    expect(initials('\u00eenger \u00e2rsenie')).toBe('ÎÂ');
    expect(initials('S\u0327tefan')).toBe('Ş');
  });
  it('are cut to fit a desk', () => {
    expect(initials('Ana Maria Popescu')).toBe('AP');
    expect(initials('ștefan')).toBe('Ș');
    expect(initials('Ștefan Țurcanu')).toBe('ȘȚ');
    expect(initials('ion  ăsălan')).toBe('IĂ');
    expect(initials('Ana-Maria Popescu-Ionescu')).toBe('AP');
    expect(initials('  ')).toBe('');
    expect(shortName('Ana Maria Popescu')).toBe('Ana P.');
    expect(shortName('Constantin Ionescu')).toBe('Constan… I.');
  });
});
