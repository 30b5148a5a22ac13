import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { BackButton } from './back-button.js';

const width = (px: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });

afterEach(() => {
  cleanup();
  width(1024);
});

describe('the way back from an e-mailed link (#39 point 7)', () => {
  it('goes back to the map on a computer', () => {
    width(1280);
    render(<BackButton />, { wrapper: MemoryRouter });
    expect(screen.getByRole('button', { name: 'Înapoi la hartă' })).toBeTruthy();
  });

  it('does not speak of a map on a phone, which has none', () => {
    width(390);
    render(<BackButton />, { wrapper: MemoryRouter });
    expect(screen.getByRole('button', { name: 'Înapoi la rezervări' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /hartă/ })).toBeNull();
  });
});
