import { describe, expect, it } from 'vitest';
import { uuidsIn, withoutSecrets } from './audit.js';

describe('audit entries', () => {
  it('finds the UUIDs an entry names, at any depth, once each', () => {
    const a = '00000000-0000-4000-8000-0000000000A1';
    const b = '00000000-0000-4000-8000-0000000000b2';
    expect(uuidsIn({ users: { added: [a, 'ion'], removed: [b] }, owner: a.toLowerCase(), n: 3, ok: true, x: null })).toEqual([
      a.toLowerCase(),
      b,
    ]);
    expect(uuidsIn(a)).toEqual([a.toLowerCase()]);
    expect(uuidsIn({ deskId: '4-12', day: '2027-03-02' })).toEqual([]);
  });

  it('never keeps a password', () => {
    expect(withoutSecrets({ credentials: { username: 'a', password: 'x' }, tokens: ['t'] })).toEqual({ credentials: { username: 'a' } });
  });
});
