import { z } from '../zod-ro.js';
import { dayString } from './desks.js';
import { roomPlacement } from './placement.js';
import { noControlChars } from './text.js';

// Request bodies of the meeting-room calls (flex-office §7, decisions §2).
export const roomIdString = z.string().regex(/^E\d+-\d+$/, 'Sala nu este validă');
const instant = z.iso.datetime({ offset: true });

export const roomReservationCreate = z.object({ conferenceRoomId: roomIdString, dateBegin: instant, dateEnd: instant });
export type RoomReservationCreateBody = z.input<typeof roomReservationCreate>;
export const roomReservationChange = z.object({
  _id: z.uuid(),
  dateBegin: instant.optional(),
  dateEnd: instant.optional(),
  status: z.enum(['booked', 'busy', 'cancelled']).optional(),
});
export const roomReservationUpdate = z.union([roomReservationChange, roomReservationCreate]);
export const roomsOfDay = z.object({ date: dayString.optional() });
const PEOPLE_NO = 'Capacitatea trebuie să fie un număr întreg între 0 și 1000.';
export const roomUpdate = z.object({
  id: roomIdString,
  details: z
    .object({
      name: z.string().trim().min(1, 'Numele sălii este obligatoriu.').max(100).check(noControlChars()).optional(),
      type: z.string().trim().max(100).check(noControlChars()).optional(),
      hasTV: z.boolean().optional(),
      hasAudioVideo: z.boolean().optional(),
      hasPhone: z.boolean().optional(),
      phoneNo: z.string().trim().max(30).check(noControlChars()).nullable().optional(),
    })
    .optional(),
  peopleNo: z.number({ message: PEOPLE_NO }).int(PEOPLE_NO).min(0, PEOPLE_NO).max(1000, PEOPLE_NO).optional(),
  groupsIdList: z.array(z.string().min(1).max(100)).max(50).optional(),
  // Its rectangle on the floor's plan (decisions §18): the floor-plan editor moves and resizes it.
  ...roomPlacement,
});
export type RoomUpdateBody = z.infer<typeof roomUpdate>;
