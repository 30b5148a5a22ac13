import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@domain/messages.js';
import { getMeta, verifyToken } from '@/api/accounts.js';
import { ApiError } from '@/api/client.js';
import { settingsList, updateSetting } from '@/api/settings.js';
import { renderRoute } from '@/test/render-route.js';
import { BuildingSettingsForm } from './building-settings-form.js';
import { testMeta } from '@/test/meta.js';

vi.mock('@/api/accounts.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/accounts.js')>()),
  verifyToken: vi.fn(),
  getMeta: vi.fn(),
}));
vi.mock('@/api/settings.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/api/settings.js')>()),
  settingsList: vi.fn(),
  updateSetting: vi.fn(),
}));

// Server clock: Monday 1 March 2027, 09:30 Bucharest.
const NOW = '2027-03-01T07:30:00.000Z';

// The fields are the form's lazily loaded chunk: compiled once here, so that no test waits on a busy machine's compiler.
beforeAll(() => import('./building-settings-fields.js'), 60_000);

beforeEach(() => {
  vi.mocked(verifyToken).mockResolvedValue(null);
  vi.mocked(getMeta).mockResolvedValue(testMeta({ now: NOW }));
  vi.mocked(settingsList).mockResolvedValue([
    { name: 'maxDaysDesk', value: 30, building: '1' },
    { name: 'confirmationDeadlineHour', value: 18, building: '2' },
    { name: 'maxParkingSpaces', value: 50, building: '2' },
  ]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

// MUI in jsdom is slow on a busy machine: each test gets 20 seconds.
const show = (building: '1' | '2') => renderRoute([{ path: '/', element: <BuildingSettingsForm building={building} /> }], '/');

describe('the Parametri form', () => {
  it("checks as typed, saves one setting, and shows the server's refusal beside the field with what was typed", async () => {
    const refusal = `${MSG.paramsUpdateFailed} Altcineva a schimbat parametrii.`;
    vi.mocked(updateSetting).mockRejectedValueOnce(new ApiError(400, refusal, 'invalid'));
    show('1');
    const field = (await screen.findByLabelText('Zile în avans pentru birouri')) as HTMLInputElement;
    const save = screen.getByRole('button', { name: 'Salvați: Zile în avans pentru birouri' }) as HTMLButtonElement;
    expect(field.value).toBe('30');
    expect(save.disabled).toBe(true);

    fireEvent.change(field, { target: { value: '4000' } });
    screen.getByText(/maxDaysDesk trebuie să fie un număr întreg între 0 și 3650/);
    expect(save.disabled).toBe(true);

    fireEvent.change(field, { target: { value: '45' } });
    fireEvent.click(save);
    await waitFor(() => expect(updateSetting).toHaveBeenCalledWith({ name: 'maxDaysDesk', value: 45, building: '1' }));
    expect(await screen.findAllByText(refusal)).not.toHaveLength(0);
    expect(field.value).toBe('45');
    expect(field.getAttribute('aria-invalid')).toBe('true');
  }, 20_000);

  it('in the tower, asks before moving the deadline hour to an hour already past, and saves nothing when told no', async () => {
    show('2');
    const field = await screen.findByLabelText('Ora limită de confirmare');
    fireEvent.change(field, { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvați: Ora limită de confirmare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Listele de parcare nu vor fi generate' });
    within(dialog).getByText(/mai devreme decât ora actuală, 09:30/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renunțați' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(updateSetting).not.toHaveBeenCalled();

    vi.mocked(updateSetting).mockResolvedValueOnce({ name: 'confirmationDeadlineHour', value: 8, building: '2' });
    fireEvent.click(screen.getByRole('button', { name: 'Salvați: Ora limită de confirmare' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Salvați oricum' }));
    await waitFor(() => expect(updateSetting).toHaveBeenCalledWith({ name: 'confirmationDeadlineHour', value: 8, building: '2' }));
    await screen.findByText(MSG.paramsUpdated);
  }, 20_000);

  it('bounds the auto-release hour to −1 or 8–23, and saves walk-up booking as it is switched (decisions §13)', async () => {
    vi.mocked(updateSetting).mockResolvedValueOnce({ name: 'walkUpBooking', value: 1, building: '1' });
    show('1');
    const hour = (await screen.findByLabelText('Ora eliberării automate (−1 = dezactivat)')) as HTMLInputElement;
    expect(hour.value).toBe('-1');
    fireEvent.change(hour, { target: { value: '7' } });
    screen.getByText(MSG.paramAutoReleaseHour);
    expect((screen.getByRole('button', { name: 'Salvați: Ora eliberării automate (−1 = dezactivat)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(hour, { target: { value: '10' } });
    expect(screen.queryByText(MSG.paramAutoReleaseHour)).toBeNull();

    const walkUp = screen.getByRole('switch', { name: 'Rezervare la fața locului' }) as HTMLInputElement;
    expect(walkUp.checked).toBe(false);
    fireEvent.click(walkUp);
    await waitFor(() => expect(updateSetting).toHaveBeenCalledWith({ name: 'walkUpBooking', value: 1, building: '1' }));
    await screen.findByText(MSG.paramsUpdated);
  }, 20_000);
});
