import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { renderRoute } from '@/test/render-route.js';
import { UploadPreview, type ParsedFile } from './upload-preview.js';

// Issue #40: the preview counts its rows in the person's language, by each language's plural rules.
const rows = (valid: number, invalid: number): ParsedFile => ({
  columns: ['Email'],
  rows: [
    ...Array.from({ length: valid }, (_, i) => ({ cells: [`p${i}@example.com`] })),
    ...Array.from({ length: invalid }, () => ({ cells: ['x'], error: 'e' })),
  ],
});

function preview(parsed: ParsedFile) {
  renderRoute(
    [
      {
        path: '/',
        element: <UploadPreview accept=".csv" hint="" parse={() => Promise.resolve(parsed)} send={() => Promise.resolve('')} />,
      },
    ],
    '/',
  );
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [new File(['x'], 'a.csv')] } });
}

describe('the upload preview in both languages', () => {
  backToRomanianAfterEach();

  it('counts valid rows in Romanian (20 de rânduri), then in English (20 rows)', async () => {
    preview(rows(20, 0));
    expect(await screen.findByText('20 de rânduri valide, gata de încărcare.')).toBeTruthy();
    await act(() => chooseLanguage('en'));
    expect(await screen.findByText('20 valid rows, ready to upload.')).toBeTruthy();
  });

  it('counts the invalid ones of all in English', async () => {
    await chooseLanguage('en');
    preview(rows(1, 2));
    expect(await screen.findByText(/^2 of 3 rows are not valid\./)).toBeTruthy();
  });

  it('says one row in Romanian', async () => {
    preview(rows(0, 1));
    expect(await screen.findByText(/^1 din 1 rând nu este valid\./)).toBeTruthy();
  });
});
