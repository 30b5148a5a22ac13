import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportButton } from './export-button.js';

describe('ExportButton', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('shows the KB received while the file streams, then is ready again', async () => {
    let push!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: (c) => void (push = c) });
    fetchMock.mockResolvedValue(
      new Response(body, {
        status: 200,
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="Admin.csv"' },
      }),
    );
    render(
      <ExportButton path="/statistics/groups/export?from=2027-03-01&to=2027-03-31" fallbackName="Admin.csv">
        Descărcați CSV
      </ExportButton>,
    );
    const button = screen.getByRole('button', { name: 'Descărcați CSV' });
    fireEvent.click(button);
    push.enqueue(new Uint8Array(3 * 1024));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Se descarcă… 3,0 KB'));
    expect((button as HTMLButtonElement).disabled).toBe(true);
    push.close();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect(screen.getByRole('status').textContent).toBe('');
    expect(URL.createObjectURL).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal under the button", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ err: 400, payload: null, message: 'Câmpul „from” nu este valid.', reason: 'invalid' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
    );
    render(
      <ExportButton path="/statistics/groups/export?from=x" fallbackName="Admin.csv">
        Descărcați CSV
      </ExportButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Descărcați CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Câmpul „from” nu este valid.');
    expect((screen.getByRole('button', { name: 'Descărcați CSV' }) as HTMLButtonElement).disabled).toBe(false);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('is disabled without a path', () => {
    render(
      <ExportButton path={null} fallbackName="Admin.csv">
        Descărcați CSV
      </ExportButton>,
    );
    expect((screen.getByRole('button', { name: 'Descărcați CSV' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
