import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseLanguage } from '@/i18n/i18n.js';
import { backToRomanianAfterEach } from '@/test/languages.js';
import { aDesk } from '@/test/desks.js';
import { deskCardState, deskLabel } from './desk-text.js';
import { MapLegend } from './map-legend.js';

// Issue #40: the booking map speaks the language chosen, its legend and its desks' names alike.
describe('the map in English', () => {
  backToRomanianAfterEach();

  it("names the legend's marks and each desk in English, and in Romanian again after the switch back", async () => {
    await chooseLanguage('en');
    render(<MapLegend />);
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(legend.textContent).toContain('Booked by someone else');
    expect(legend.textContent).toContain('Meeting room');
    expect(legend.textContent).toContain('With a parking space');
    const taken = aDesk('4-12', { uuid: 'u', name: 'Ana Popescu', parkingSpot: true });
    expect(deskLabel(taken, 'taken')).toBe('12, Desk 4-12: booked by someone else, Ana Popescu, with a parking space');
    expect(deskCardState(taken, 'taken')).toBe('Booked by Ana Popescu');

    await chooseLanguage('ro');
    expect(await screen.findByRole('list', { name: 'Legendă' })).toBeTruthy();
    expect(deskLabel(taken, 'taken')).toBe('12, Birou 4-12: rezervat de altcineva, Ana Popescu, cu loc de parcare');
  });
});
