import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { renderRoute } from '@/test/render-route.js';
import { GuidePage } from './guide-page.js';

// Issue #40: /ghid in English once it is chosen, its sections and table of contents too; Romanian again after the switch back.
describe('the guide in English', () => {
  backToRomanianAfterEach();

  it('shows its English headings and contents, then Romanian again', async () => {
    await chooseLanguage('en');
    renderRoute(
      [
        {
          path: '/ghid',
          element: (
            <Suspense fallback={null}>
              <GuidePage />
            </Suspense>
          ),
        },
      ],
      '/ghid',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'User guide' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Booking a desk (CityOffices)' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Parking in the Tower' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Meeting rooms' }).getAttribute('href')).toBe('#sali');
    expect(screen.getByText(/^A desk booking can be cancelled up to 24 hours before\./)).toBeTruthy();
    expect(document.title).toContain('User guide');
    expect(screen.queryByText('Ghidul utilizatorului')).toBeNull();

    await chooseLanguage('ro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ghidul utilizatorului' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Cuprins' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Parcarea din Turn' })).toBeTruthy();
  }, 20_000);
});
