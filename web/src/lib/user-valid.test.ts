import { describe, expect, it } from 'vitest';
import { readLoginAnswer, toUser } from './user-valid.js';

const user = {
  uuid: '5b0c0a4e-0000-4000-8000-000000000001',
  username: 'angajat',
  name: 'Ana Angajat',
  role: 'user',
  building: '1',
  buildingList: ['1'],
  adminOf: [],
  managerOf: [],
  confirmed: true,
};

describe('toUser', () => {
  it('accepts a user with uuid and username', () => {
    expect(toUser(user)).toMatchObject({ uuid: user.uuid, username: 'angajat', role: 'user' });
  });

  it('refuses the empty user of /users/verify/ and other non-users', () => {
    expect(toUser({})).toBeNull();
    expect(toUser(null)).toBeNull();
    expect(toUser({ uuid: '', username: 'x' })).toBeNull();
    expect(toUser({ uuid: 'u' })).toBeNull();
  });

  it('makes missing lists empty and never keeps the token', () => {
    const u = toUser({ uuid: 'u', username: 'x', token: 'secret' });
    expect(u).toMatchObject({ buildingList: [], adminOf: [], managerOf: [], role: 'user' });
    expect(u).not.toHaveProperty('token');
  });
});

describe('readLoginAnswer', () => {
  it('splits a valid answer into user and token', () => {
    const answer = readLoginAnswer({ ...user, token: 'abc' });
    expect(answer?.token).toBe('abc');
    expect(answer?.user.username).toBe('angajat');
  });

  it('refuses an answer without a token or without a valid user', () => {
    expect(readLoginAnswer(user)).toBeNull();
    expect(readLoginAnswer({ token: 'abc' })).toBeNull();
  });
});
