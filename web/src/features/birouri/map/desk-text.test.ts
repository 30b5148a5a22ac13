import { describe, expect, it } from 'vitest';
import type { Desk } from '@/api/desks.js';
import { aDesk } from '@/test/desks.js';
import { DESK_STATE_LABEL, type DeskState } from '../desk-state.js';
import { deskCardParking, deskCardState, deskFace, deskLabel, detailAt, initials, shortName } from './desk-text.js';

const desk = (over: Partial<Desk> = {}) => aDesk('4-12', over);

describe("a desk's accessible name", () => {
  it("says the legend's words for every state", () => {
    for (const [state, words] of Object.entries(DESK_STATE_LABEL)) {
      expect(deskLabel(desk(), state as DeskState).toLowerCase()).toBe(`12, birou 4-12: ${words.toLowerCase()}`);
    }
  });
  it("names the occupant, or whom it is blocked or allocated for, and the legend's parking words", () => {
    expect(deskLabel(desk({ uuid: 'u', name: 'Ana Popescu', parkingSpot: true }), 'taken')).toBe(
      '12 P AP, Birou 4-12: rezervat de altcineva, Ana Popescu, cu loc de parcare',
    );
    expect(deskLabel(desk({ manager: 'm', managerName: 'Mihai Manager', type: 'Manager' }), 'blocked')).toBe(
      '12 MM, Birou 4-12: blocat, Mihai Manager',
    );
    expect(deskLabel(desk({ uuid: 'u', name: 'Ana Popescu' }), 'unavailable')).toBe(
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

describe('what a desk shows (issue #21, point 6)', () => {
  it("shows a held desk's initials from the default zoom on, its short name zoomed in, a free desk its number", () => {
    const taken = desk({ uuid: 'u', name: 'Ana Popescu', parkingSpot: true });
    expect(deskFace(taken, 'taken', 0)).toEqual(['12 P', 'AP']);
    expect(deskFace(taken, 'taken', 1)).toEqual(['12 P', 'AP']);
    expect(deskFace(taken, 'taken', 2)).toEqual(['12 P', 'Ana P.']);
    expect(deskFace(desk(), 'free', 0)).toEqual(['12']);
    expect(deskFace(desk({ manager: 'm', managerName: 'Mihai Manager', type: 'Reserved' }), 'allocated', 0)).toEqual(['12', 'MM']);
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
  it('show from one zoom step in: initials, then the short name', () => {
    expect(detailAt(1000)).toBe(0);
    expect(detailAt(667)).toBe(1);
    expect(detailAt(400)).toBe(2);
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
