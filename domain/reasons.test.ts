import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES as CATALOGUES } from './message-catalogues.js';
import { REASON_CODES } from './reasons.js';

// The reasons are part of the API's contract (docs/api-reasons.md): clients decide on them. This list
// is the pin: a code removed or renamed in domain/reasons.ts fails here, so such a change is made on
// purpose, with the API's clients in mind, and never as a side effect of renaming a message's key.
const PUBLISHED = [
  'invalid',
  'unauthenticated',
  'access',
  'forbidden',
  'notFound',
  'conflict',
  'throttled',
  'unavailable',
  'app.buildingListEmpty',
  'app.buildingUnknown',
  'app.cannotDeleteSelf',
  'app.changePasswordOtherUser',
  'app.emailTaken',
  'app.groupChanged',
  'app.groupDeskUnknown',
  'app.groupNameTaken',
  'app.groupRoomUnknown',
  'app.groupUnknown',
  'app.groupUserUnknown',
  'app.groupVersionMissing',
  'app.loginFailed',
  'app.mainGroupNotInGroups',
  'app.oldPasswordWrong',
  'app.onlyAdminGrantsAdmin',
  'app.onlyAdminGrantsManager',
  'app.projectDeskNotInProject',
  'app.projectDeskNotYours',
  'app.projectNotManaged',
  'app.resetLinkInvalid',
  'app.unknownParam',
  'app.userNotFound',
  'app.userOtherBuilding',
  'app.usernameTaken',
  'calendar.feedNotFound',
  'checkin.otherDesk',
  'checkin.taken',
  'checkin.walkUpOff',
  'checkin.weekend',
  'desk.allocated',
  'desk.alreadyConfirmed',
  'desk.banned',
  'desk.blocked',
  'desk.cancel24h',
  'desk.deskNotFound',
  'desk.holderIncomplete',
  'desk.maxActive',
  'desk.noParkingRight',
  'desk.noParkingSpots',
  'desk.noRandomDesk',
  'desk.notOwner',
  'desk.notYourGroup',
  'desk.onlyForEmployees',
  'desk.otherGroup',
  'desk.otherHasBooking',
  'desk.outsideWindow',
  'desk.randomNotOffered',
  'desk.reservationNotFound',
  'desk.selfHasBooking',
  'desk.taken',
  'desk.weekend',
  'room.allDay',
  'room.badTime',
  'room.endBeforeStart',
  'room.endTooFar',
  'room.inPast',
  'room.maxActive',
  'room.otherGroup',
  'room.overlap',
  'room.roomNotFound',
  'room.tooFar',
  'room.tooLong',
  'room.weekend',
  'tower.banned',
  'tower.carChangeFailed',
  'tower.carDataInvalid',
  'tower.carExistsServer',
  'tower.dayNotOpen',
  'tower.duplicateRequest',
  'tower.notYourCar',
  'tower.phoneInvalid',
  'tower.plateInvalid',
  'tower.required',
  'tower.tooLate',
  'upload.empty',
  'upload.fileTooLarge',
  'upload.format',
  'upload.malformed',
  'upload.notMultipart',
  'upload.oneFile',
  'upload.requestTooLarge',
  'upload.tooManyDays',
  'upload.tooManyRows',
  'upload.type',
  'upload.xlsxTooLarge',
];

describe('the reasons of refusals', () => {
  it('are the published list, each once', () => {
    expect([...REASON_CODES]).toEqual(PUBLISHED);
    expect(new Set(REASON_CODES).size).toBe(REASON_CODES.length);
  });

  it("each name a message of their area's catalogue, which the user reads with it", () => {
    const orphans = REASON_CODES.filter((c) => c.includes('.')).filter((c) => {
      const [area, key] = c.split('.');
      return !(key in (CATALOGUES[area] ?? {}));
    });
    expect(orphans).toEqual([]);
  });
});
