import { fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { browserLanguage } from '@/i18n/language.js';
import { renderInSession } from '@/test/render-route.js';
import { LoginPage } from './login-page.js';

// Issue #40, point 2 (decisions §22): /login offers the language before signing in; the page switches
// at once, without a reload, the document's language follows, and the browser keeps the choice.
const routes = [
  {
    path: '/login',
    element: (
      <Suspense fallback={<p>…</p>}>
        <LoginPage />
      </Suspense>
    ),
  },
];

describe('the language of /login', () => {
  backToRomanianAfterEach();

  it('opens in Romanian, switches to English and back, and the browser keeps the choice', async () => {
    renderInSession(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Intrați în cont' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('ro');
    expect(browserLanguage()).toBeNull();

    fireEvent.change(screen.getByLabelText('Limba'), { target: { value: 'en' } });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('User name')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forgot your password?' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(browserLanguage()).toBe('en');
    // Each language is named in itself, in its own language.
    expect(screen.getByRole('option', { name: 'Română' }).getAttribute('lang')).toBe('ro');

    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'ro' } });
    expect(await screen.findByRole('heading', { name: 'Intrați în cont' })).toBeTruthy();
    expect(screen.getByLabelText('Nume utilizator')).toBeTruthy();
    expect(document.documentElement.lang).toBe('ro');
    expect(browserLanguage()).toBe('ro');
  });

  it('says why it opened in the language chosen: a scanned label names its desk', async () => {
    await chooseLanguage('en');
    renderInSession(routes, '/login?next=/checkin/4-52');
    expect(await screen.findByText('Sign in to confirm that you are at desk 4-52.')).toBeTruthy();
  });
});
