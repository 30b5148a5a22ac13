import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages.js';
import { ApiError, NETWORK_REASON } from '../api/client.js';
import { RequestError } from './request-error.js';

afterEach(cleanup);

describe('RequestError', () => {
  it('offers to try again a request that never had an answer, in the network’s words', () => {
    const retry = vi.fn();
    render(
      <RequestError
        error={new ApiError(0, 'Serverul nu poate fi contactat.', NETWORK_REASON.network)}
        message="Biroul este ocupat."
        onRetry={retry}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Serverul nu poate fi contactat.');
    fireEvent.click(screen.getByRole('button', { name: 'Reîncercați' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers to try again a request the server could not carry out for its database, in that failure’s words', () => {
    const retry = vi.fn();
    render(<RequestError error={new ApiError(503, MSG.serviceUnavailable, 'unavailable')} message="Biroul este ocupat." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain(MSG.serviceUnavailable);
    fireEvent.click(screen.getByRole('button', { name: 'Reîncercați' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows a refusal in the screen’s words, with nothing to try again', () => {
    render(
      <RequestError
        error={new ApiError(409, 'Exista deja o rezervare', 'overlap')}
        message="Sala este deja rezervată în intervalul ales."
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Sala este deja rezervată în intervalul ales.');
    expect(screen.queryByRole('button', { name: 'Reîncercați' })).toBeNull();
  });
});
