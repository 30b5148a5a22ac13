import { describe, expect, it } from 'vitest';
import type { Room } from '@/api/rooms.js';
import { featuresText, roomBody, roomForm, roomFormErrors } from './room-edit-form.js';

const room: Room = {
  id: 'E5-04',
  floor: 5,
  details: { name: 'Sala Prut', type: 'Sala de conferință', hasTV: false, hasAudioVideo: false, hasPhone: true, phoneNo: '021 300 5104' },
  peopleNo: 4,
  reservations: [],
  groupsIdList: ['it'],
  coordinates: { latitude: 0, longitude: 0 },
  box: { x: 0, y: 0, w: 100, h: 60 },
};

describe('the room form', () => {
  it('sends back what was typed, a room without a phone keeping no number', () => {
    const f = { ...roomForm(room), peopleNo: ' 12 ', hasTV: true, hasPhone: false };
    expect(roomBody(room.id, f)).toEqual({
      id: 'E5-04',
      details: { name: 'Sala Prut', type: 'Sala de conferință', hasTV: true, hasAudioVideo: false, hasPhone: false, phoneNo: null },
      peopleNo: 12,
      groupsIdList: ['it'],
    });
    expect(roomFormErrors(room.id, f)).toEqual({});
  });

  it('refuses what the server refuses, under the field it is about', () => {
    for (const peopleNo of ['', '1,5', 'zece', '1001', '-1']) {
      expect(roomFormErrors(room.id, { ...roomForm(room), peopleNo }).peopleNo).toBe(
        'Capacitatea trebuie să fie un număr întreg între 0 și 1000.',
      );
    }
    expect(roomFormErrors(room.id, { ...roomForm(room), name: '   ' }).name).toBe('Numele sălii este obligatoriu.');
    expect(roomFormErrors(room.id, { ...roomForm(room), phoneNo: '0'.repeat(31) }).phoneNo).toBeTruthy();
  });

  it('lists a room’s features in one line', () => {
    expect(featuresText(room.details)).toBe('telefon 021 300 5104');
    expect(featuresText({ ...room.details, hasTV: true, hasAudioVideo: true, hasPhone: false })).toBe('TV, audio-video');
    expect(featuresText({ ...room.details, hasPhone: false })).toBe('fără dotări');
  });
});
