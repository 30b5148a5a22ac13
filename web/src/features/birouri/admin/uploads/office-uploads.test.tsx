import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages.js';
import { USERS_CSV_COLUMNS } from '@domain/users-csv.js';
import { createQueryClient } from '@/app/providers.js';
import { AttendanceUploadSection } from './attendance-upload-section.js';
import { UsersUploadSection } from './users-upload-section.js';

// #23, one upload protocol for both buildings: the flexible office's lists are previewed in the
// browser and then sent as the file itself (multipart, field `file`), as the tower's are; the
// server reads it by the same rules and answers in the envelope.

const envelope = (payload: unknown, status = 200, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ err: status === 200 ? 0 : status, payload, ...extra }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const show = (section: React.ReactNode) => render(<QueryClientProvider client={createQueryClient()}>{section}</QueryClientProvider>);
const choose = (file: File) => fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [file] } });

/** The upload the section made: its path and the body it sent. */
function sent(path: string): RequestInit {
  const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith(path));
  if (!call) throw new Error(`nothing was sent to ${path}`);
  return call[1] ?? {};
}

describe("the flexible office's uploads send the file itself", () => {
  it('the attendance list: the chosen .csv in the field `file`, not JSON rows', async () => {
    fetchMock.mockResolvedValue(envelope({ days: ['2027-03-02'], present: 1, noShows: 2, banned: [] }));
    show(<AttendanceUploadSection />);
    const file = new File(['Data;Email\n02/03/2027;ana@example.com\n'], 'prezenta.csv', { type: 'text/csv' });
    choose(file);
    expect(await screen.findByText('1 rând valid, gata de încărcare.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Încărcați lista' }));
    expect(
      await screen.findByText('Lista de prezență pentru 02.03.2027 a fost încărcată. Rezervări prezente: 1; absențe: 2.'),
    ).toBeTruthy();

    const init = sent('/api/reservations/desks/attending');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toMatchObject({ name: 'prezenta.csv', size: file.size });
    expect(new Headers(init.headers).get('content-type')).toBeNull();
  }, 20_000);

  it('the users list: the chosen .csv in the field `file`; a refusal names the row after the sentence that nothing was created', async () => {
    const groups = {
      groups: [{ _id: 'it', name: 'Tehnologia Informației', type: 'Departament', building: '1', parkingSpots: 2 }],
      mainGroup: 'it',
      managerOf: [],
    };
    fetchMock.mockImplementation(async (url) =>
      /\/api\/groups\/?$/.test(String(url))
        ? envelope(groups)
        : envelope(null, 409, { message: `Rândul 2: ${MSG.usernameTaken}.`, reason: 'app.usernameTaken' }),
    );
    show(<UsersUploadSection />);
    const csv = `${USERS_CSV_COLUMNS.join(',')}\nana@example.com,Ana Pop,ana.pop,Tehnologia Informatiei,,,,da\n`;
    choose(new File([csv], 'utilizatori.csv', { type: 'text/csv' }));
    expect(await screen.findByText('1 rând valid, gata de încărcare.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Importați utilizatorii' }));
    expect(await screen.findByText(`${MSG.importFailed}. Rândul 2: ${MSG.usernameTaken}.`)).toBeTruthy();

    const init = sent('/api/users/massRegister');
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('file')).toMatchObject({ name: 'utilizatori.csv' });
    // The preview stays, so that the row can be found and the file corrected.
    await waitFor(() => expect(screen.getByRole('grid', { name: 'Previzualizarea fișierului' })).toBeTruthy());
  }, 20_000);
});
