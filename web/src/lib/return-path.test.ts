import { describe, expect, it } from 'vitest';
import { loginPathBackTo, checkinDeskOf, isRoomCheckin, safeReturnPath } from './return-path.js';

describe('the page to come back to after login', () => {
  it('goes through /login?next= and back to the same address', () => {
    const login = loginPathBackTo('/checkin/4A01?x=1');
    expect(login).toBe('/login?next=%2Fcheckin%2F4A01%3Fx%3D1');
    const next = new URL(login, 'http://localhost').searchParams.get('next');
    expect(safeReturnPath(next)).toBe('/checkin/4A01?x=1');
  });

  it('follows only a path of this app', () => {
    for (const other of ['https://rau.example', '//rau.example/checkin', '/\\rau.example', 'checkin/4A01', '', null, '/\nx']) {
      expect(safeReturnPath(other)).toBeNull();
    }
  });

  it('never back to /login itself', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/login?next=/login')).toBeNull();
    expect(safeReturnPath('/birouri')).toBe('/birouri');
  });
});

describe('why /login opened (#39 point 11)', () => {
  it('names the desk of a scanned label', () => {
    expect(checkinDeskOf('/checkin/4-52')).toBe('4-52');
    expect(checkinDeskOf('/checkin/4-52?x=1')).toBe('4-52');
    expect(checkinDeskOf('/checkin/%34-52')).toBe('4-52');
  });

  it('says nothing for another page, or a label no one wrote', () => {
    for (const next of [null, '/', '/birouri', '/checkin/', '/checkin/%E0%A4%A', `/checkin/${'9'.repeat(21)}`])
      expect(checkinDeskOf(next)).toBeNull();
  });
});

describe("a meeting's confirmation link (decisions §24)", () => {
  it('is told by its path, with a reservation named', () => {
    expect(isRoomCheckin('/sala/confirmare/9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d')).toBe(true);
    for (const next of [null, '/', '/sala/confirmare/', '/sala/confirmare', '/birouri?x=/sala/confirmare/r', '/checkin/4-52'])
      expect(isRoomCheckin(next)).toBe(false);
  });
});
