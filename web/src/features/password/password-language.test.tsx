import { act, fireEvent, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { Period } from '@/components/date-range-fields.js';
import { DayFieldsLoading } from '@/components/day-fields.js';
import { FormDialog } from '@/components/form-dialog.js';
import { PasswordField } from '@/components/password-field.js';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { renderRoute } from '@/test/render-route.js';
import { RequestResetPage } from './request-reset-page.js';

// Issue #40 (decisions §22): the shell's words (area `shell`) follow the language chosen, the
// password pages and the shared dialogs and fields as well as the top bar.
const routes = [
  {
    path: '/reset-password',
    element: (
      <Suspense fallback={<p>…</p>}>
        <RequestResetPage />
      </Suspense>
    ),
  },
  {
    path: '/dialog',
    element: (
      <Suspense fallback={<p>…</p>}>
        <FormDialog title="—" onClose={() => {}} onSubmit={(e) => e.preventDefault()}>
          <PasswordField id="p" label="—" value="" onChange={() => {}} autoComplete="new-password" />
        </FormDialog>
      </Suspense>
    ),
  },
  {
    path: '/days',
    element: (
      <Suspense fallback={<p>…</p>}>
        <DayFieldsLoading value={{ from: '2027-03-01', to: '' }} onChange={() => {}} today="2027-03-01" />
        <Period range={{ from: '2027-03-01', to: '2027-03-31' }} />
      </Suspense>
    ),
  },
];

describe('the shell in English', () => {
  backToRomanianAfterEach();

  it('asks for the e-mail of a password reset in English, and says a missing one in English', async () => {
    await chooseLanguage('en');
    renderRoute(routes, '/reset-password');
    expect(await screen.findByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByLabelText('E-mail address')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Enter your e-mail address.')).toBeTruthy();

    // The missing address is said again in the language switched to, without a reload.
    await act(() => chooseLanguage('ro'));
    expect(await screen.findByText('Introduceți adresa de e-mail.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Înapoi' })).toBeTruthy();
  });

  it('names the buttons of a form dialog and a password field in English', async () => {
    await chooseLanguage('en');
    renderRoute(routes, '/dialog');
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeTruthy();
  });

  it('names the days of a statistics filter and its period in English', async () => {
    await chooseLanguage('en');
    renderRoute(routes, '/days');
    expect(await screen.findByLabelText('From')).toBeTruthy();
    expect(screen.getByLabelText('To')).toBeTruthy();
    expect(screen.getByTestId('period').textContent).toBe('Period: 01/03/2027 – 31/03/2027');
  });
});
