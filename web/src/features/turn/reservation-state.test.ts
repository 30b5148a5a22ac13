import { describe, expect, it } from 'vitest';
import { bucharestInstant } from '@domain/time.js';
import { ownerMayChange } from '@domain/tower/engine.js';
import type { ParkingRequestType } from '@/api/tower.js';
import { LEGEND, reservationsByDay, reservationState, reservedDays } from './reservation-state.js';

// A type outside the contract's 0–5 (a newer server's) is cast in: the screen still shows it, uncoloured.
const r = (
  type: number,
  over: Partial<{ reservation_confirmed: boolean; reservation_date: string; date_added: string; _id: string }> = {},
) => ({
  _id: 'x',
  type: type as ParkingRequestType,
  reservation_confirmed: false,
  reservation_date: '2027-03-10',
  date_added: '2027-03-01T08:00:00.000Z',
  ...over,
});

describe('reservationState', () => {
  const today = '2027-03-08';
  it('maps each type to the legend of tower §4', () => {
    expect([0, 1, 2, 3, 4].map((t) => reservationState(r(t), today).label)).toEqual(LEGEND.map((s) => s.label));
    expect([0, 1, 2, 3, 4].map((t) => reservationState(r(t), today).color)).toEqual(LEGEND.map((s) => s.color));
  });
  it('shows a past unconfirmed second-round request as absent, a confirmed one as second round', () => {
    expect(reservationState(r(2, { reservation_date: '2027-03-05' }), today).key).toBe('absent');
    expect(reservationState(r(2, { reservation_date: '2027-03-05', reservation_confirmed: true }), today).key).toBe('second');
    expect(reservationState(r(2, { reservation_date: '2027-03-08' }), today).key).toBe('second');
  });
  it('leaves cancelled and unknown requests uncoloured', () => {
    expect(reservationState(r(5), today)).toEqual({ key: 'cancelled', label: 'Anulată', color: null });
    expect(reservationState(r(9), today)).toEqual({ key: 'unknown', label: 'Necunoscut', color: null });
  });
  it('uses five distinct colours', () => {
    expect(new Set(LEGEND.map((s) => s.color)).size).toBe(5);
  });
});

describe('reservationsByDay and reservedDays', () => {
  it('prefers the live request of a day, else the latest cancelled one', () => {
    const cancelled = r(5, { _id: 'old', date_added: '2027-03-01T08:00:00.000Z' });
    const live = r(0, { _id: 'new', date_added: '2027-03-02T08:00:00.000Z' });
    expect(reservationsByDay([cancelled, live]).get('2027-03-10')?._id).toBe('new');
    expect(reservationsByDay([live, cancelled]).get('2027-03-10')?._id).toBe('new');
    const later = r(5, { _id: 'later', date_added: '2027-03-03T08:00:00.000Z' });
    expect(reservationsByDay([cancelled, later]).get('2027-03-10')?._id).toBe('later');
  });
  it('counts only live requests as reserved', () => {
    expect([...reservedDays([r(5), r(1, { reservation_date: '2027-03-11' })])]).toEqual(['2027-03-11']);
  });
});

describe('ownerMayChange', () => {
  // The deadline of Wednesday 10 March is Tuesday 9 March at 18:00 Bucharest.
  const before = bucharestInstant('2027-03-09', 17, 59);
  const after = bucharestInstant('2027-03-09', 18, 0);
  it('allows types 0–2, not confirmed, before the deadline', () => {
    for (const t of [0, 1, 2]) expect(ownerMayChange(r(t), before, 18)).toBe(true);
    for (const t of [3, 4, 5]) expect(ownerMayChange(r(t), before, 18)).toBe(false);
    expect(ownerMayChange(r(1, { reservation_confirmed: true }), before, 18)).toBe(false);
    expect(ownerMayChange(r(1), after, 18)).toBe(false);
  });
  it('reckons Monday’s deadline on the Friday before', () => {
    const monday = r(0, { reservation_date: '2027-03-15' });
    expect(ownerMayChange(monday, bucharestInstant('2027-03-12', 17), 18)).toBe(true);
    expect(ownerMayChange(monday, bucharestInstant('2027-03-12', 18), 18)).toBe(false);
  });
});
