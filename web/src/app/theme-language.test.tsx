import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { renderRoute } from '@/test/render-route.js';

// Issue #40: MUI's own words (a list's open and clear buttons, a pager's labels) follow the person's language.
describe("MUI's own words", () => {
  backToRomanianAfterEach();

  it('are Romanian, then English after the switch', async () => {
    const field = <Autocomplete options={['Ana']} renderInput={(params) => <TextField {...params} label="x" />} />;
    renderRoute([{ path: '/', element: field }], '/');
    expect(await screen.findByRole('button', { name: 'Deschide' })).toBeTruthy();
    await act(() => chooseLanguage('en'));
    expect(await screen.findByRole('button', { name: 'Open' })).toBeTruthy();
  });
});
