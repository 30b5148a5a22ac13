import { expect, it } from 'vitest';
import { userInfoInput } from './accounts.js';

it('speaks Romanian wherever a schema is used, the web forms included (no side-effect import needed)', () => {
  const messages = userInfoInput.safeParse({ email: 'x', name: 5 }).error?.issues.map((i) => i.message) ?? [];
  expect(messages).toEqual(['Format invalid: adresă de email', 'Intrare invalidă: așteptat șir, primit număr']);
});
