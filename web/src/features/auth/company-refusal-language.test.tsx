import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { loadRefusalWords } from '@/i18n/refusal-words.js';
import { renderInSession } from '@/test/render-route.js';
import { LoginPage } from './login-page.js';

// Issue #40 (decisions §22): the company sign-in's refusal, sent back to /login by its reason, is
// worded in the person's language (the catalogue `reasons`), never taken from the address.
describe('the company sign-in refusal in English', () => {
  backToRomanianAfterEach();

  it("words the company sign-in's refusal on /login by its reason, in English", async () => {
    await chooseLanguage('en');
    const login = [
      {
        path: '/login',
        element: (
          <Suspense fallback={<p>…</p>}>
            <LoginPage />
          </Suspense>
        ),
      },
    ];
    // The English wording of refusals is downloaded as the page renders (it suspends meanwhile): act waits for it.
    await act(async () => {
      renderInSession(login, '/login?oidcError=oidc.noAccount');
      await loadRefusalWords();
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account does not exist in the application. Please contact the administrator.',
    );
  });
});
