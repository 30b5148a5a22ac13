import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import { RequestError } from '../components/request-error.js';
import { chooseLanguage } from './i18n.js';
import { loadRefusalWords } from './refusal-words.js';

// Issue #40 point 3: the generic error display words a refusal by its reason in the person's language.
afterEach(async () => {
  cleanup();
  await chooseLanguage('ro');
});

describe('RequestError in the person’s language', () => {
  it('shows a refusal in Romanian, then in English', async () => {
    const taken = new ApiError(409, 'Acest birou este alocat pentru Ana Pop.', 'desk.allocated');
    render(
      <Suspense fallback={null}>
        <RequestError error={taken} />
      </Suspense>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Acest birou este alocat pentru Ana Pop.');
    await chooseLanguage('en'); // the display suspends: the wording is downloaded the first time English is shown
    await loadRefusalWords(); // waits for that download itself, however slow the machine, not for a fixed time
    expect(await screen.findByText('This desk is allocated to Ana Pop.')).toBeTruthy();
  });

  it('keeps the screen’s own words when it gives them', async () => {
    await chooseLanguage('en');
    await loadRefusalWords(); // whichever test runs first downloads the English wording
    render(<RequestError error={new ApiError(409, 'x', 'desk.taken')} message="Own words" />);
    expect((await screen.findByRole('alert')).textContent).toBe('Own words');
  });
});
