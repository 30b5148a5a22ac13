import { roomUpdate, type RoomUpdateBody } from '@domain/schemas/rooms.js';
import type { Room } from '@/api/rooms.js';
import { flexAdmin } from '@/i18n/flex-admin.js';
import { translate } from '@/i18n/i18n.js';
import { schemaProblem } from '../schema-problem.js';

// The Săli section's form: what the administrator types, the body it sends, and the server's own
// rules (domain/schemas/rooms.ts) checked as they type.

export interface RoomForm {
  name: string;
  type: string;
  peopleNo: string;
  hasTV: boolean;
  hasAudioVideo: boolean;
  hasPhone: boolean;
  phoneNo: string;
  groupsIdList: string[];
}

export type RoomFormErrors = Partial<Record<'name' | 'type' | 'peopleNo' | 'phoneNo' | 'groupsIdList', string>>;

export function roomForm(room: Room): RoomForm {
  const d = room.details;
  return {
    name: d.name,
    type: d.type,
    peopleNo: String(room.peopleNo),
    hasTV: d.hasTV,
    hasAudioVideo: d.hasAudioVideo,
    hasPhone: d.hasPhone,
    phoneNo: d.phoneNo ?? '',
    groupsIdList: room.groupsIdList,
  };
}

/** The whole room as the form holds it; a room without a phone keeps no phone number. */
export function roomBody(id: string, f: RoomForm): RoomUpdateBody {
  const digits = f.peopleNo.trim();
  return {
    id,
    details: {
      name: f.name,
      type: f.type,
      hasTV: f.hasTV,
      hasAudioVideo: f.hasAudioVideo,
      hasPhone: f.hasPhone,
      phoneNo: f.hasPhone && f.phoneNo.trim() ? f.phoneNo.trim() : null,
    },
    // Not a number (empty, '1,5', 'zece') is NaN, which the schema refuses with its message.
    peopleNo: /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN,
    groupsIdList: f.groupsIdList,
  };
}

/** The first message of each field the server would refuse. */
export function roomFormErrors(id: string, f: RoomForm): RoomFormErrors {
  const check = roomUpdate.safeParse(roomBody(id, f));
  const errors: RoomFormErrors = {};
  for (const issue of check.success ? [] : check.error.issues) {
    const field = issue.path.find(
      (p): p is keyof RoomFormErrors => typeof p === 'string' && ['name', 'type', 'peopleNo', 'phoneNo', 'groupsIdList'].includes(p),
    );
    if (field && !errors[field]) errors[field] = schemaProblem(issue);
  }
  return errors;
}

/** What a room offers, in one line of the list. */
export function featuresText(d: Room['details']): string {
  const phone = d.phoneNo
    ? translate(flexAdmin, 'flexAdmin.rooms.phoneNo', { phone: d.phoneNo })
    : translate(flexAdmin, 'flexAdmin.rooms.phone');
  const parts = [
    d.hasTV && translate(flexAdmin, 'flexAdmin.rooms.tv'),
    d.hasAudioVideo && translate(flexAdmin, 'flexAdmin.rooms.audioVideo'),
    d.hasPhone && phone,
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : translate(flexAdmin, 'flexAdmin.rooms.noFeatures');
}
