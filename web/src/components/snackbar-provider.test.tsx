import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_MS, SnackbarProvider, useNotify } from './snackbar-provider.js';

function Trigger() {
  const notify = useNotify();
  return (
    <>
      <button onClick={() => notify.success('Biroul a fost rezervat cu succes')}>ok</button>
      <button onClick={() => notify.error('Biroul nu a putut fi rezervat')}>fail</button>
    </>
  );
}

describe('SnackbarProvider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows a success message in green and an error in red, each for 2.5 s', async () => {
    render(
      <SnackbarProvider>
        <Trigger />
      </SnackbarProvider>,
    );
    fireEvent.click(screen.getByText('ok'));
    const success = screen.getByRole('alert');
    expect(success.textContent).toContain('Biroul a fost rezervat cu succes');
    expect(success.className).toContain('MuiAlert-colorSuccess');

    fireEvent.click(screen.getByText('fail'));
    await act(() => vi.advanceTimersByTimeAsync(500));
    const error = screen.getByRole('alert');
    expect(error.textContent).toContain('Biroul nu a putut fi rezervat');
    expect(error.className).toContain('MuiAlert-colorError');

    await act(() => vi.advanceTimersByTimeAsync(SNACKBAR_MS - 600));
    expect(screen.queryByRole('alert')).not.toBeNull();
    // The hide timer fires at 2.5 s; then the exit transition runs.
    await act(() => vi.advanceTimersByTimeAsync(200));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
