import { describe, expect, it } from 'vitest';
import { APP_REASON, MSG } from '@domain/messages.js';
import { TOWER_MSG } from '@domain/tower/validators.js';
import { ApiError } from '@/api/client.js';
import { EMPTY_DRAFT, fieldOfRefusal, problemsOf, requestOf } from './new-tower-user-form.js';

const filled = { ...EMPTY_DRAFT, name: 'Ioana Turn', email: 'ioana@example.com', phoneNumber: '0722123456' };

describe("the 'Utilizator nou' form (tower §5)", () => {
  it('asks for the name, the e-mail and the phone, with the one sentence of the specification', () => {
    for (const missing of ['name', 'email', 'phoneNumber'] as const) {
      const errors = problemsOf({ ...filled, [missing]: ' ' });
      expect(errors.form, missing).toBe(MSG.allFieldsRequired);
      expect(errors[missing], missing).toBe(MSG.allFieldsRequired);
    }
    expect(problemsOf(filled)).toEqual({});
  });

  it('checks the phone and a password given, never the user name', () => {
    expect(problemsOf({ ...filled, phoneNumber: '12345' })).toEqual({ phoneNumber: TOWER_MSG.phoneInvalid });
    expect(problemsOf({ ...filled, password: 'scurt' })).toEqual({ password: MSG.passwordTooShort });
    expect(problemsOf({ ...filled, username: ' ' })).toEqual({});
  });

  it('leaves out the optional fields left empty', () => {
    expect(requestOf({ ...filled, departmentName: 'Juridic', graded: true })).toEqual({
      credentials: { username: undefined, password: undefined },
      userInfo: {
        name: 'Ioana Turn',
        email: 'ioana@example.com',
        phoneNumber: '0722123456',
        graded: true,
        departmentName: 'Juridic',
        officeFloor: undefined,
        officeRoom: undefined,
      },
    });
  });

  it("places the server's refusal of a taken name or e-mail by its reason", () => {
    expect(fieldOfRefusal(new ApiError(409, 'x', APP_REASON.usernameTaken))).toBe('username');
    expect(fieldOfRefusal(new ApiError(409, 'x', APP_REASON.emailTaken))).toBe('email');
    expect(fieldOfRefusal(new ApiError(403, 'x', 'access'))).toBeNull();
  });
});
