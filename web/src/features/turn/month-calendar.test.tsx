import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthCalendar } from './month-calendar.js';

afterEach(cleanup);

describe('MonthCalendar', () => {
  it('disables weekends, names days with their state and pages through months', () => {
    const onDayClick = vi.fn();
    const onMonthChange = vi.fn();
    render(
      <MonthCalendar
        ariaLabel="Calendar"
        month="2027-03"
        onMonthChange={onMonthChange}
        today="2027-03-01"
        multiSelect
        look={(day) => (day === '2027-03-02' ? { label: 'In asteptare', color: '#1565c0' } : { selected: day === '2027-03-03', disabled: day === '2027-03-04' })}
        onDayClick={onDayClick}
      />,
    );
    expect(screen.getByRole('heading', { name: 'martie 2027' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '06.03.2027' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '04.03.2027' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '03.03.2027' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '01.03.2027' }).getAttribute('aria-current')).toBe('date');
    fireEvent.click(screen.getByRole('button', { name: '02.03.2027: In asteptare' }));
    expect(onDayClick).toHaveBeenCalledWith('2027-03-02');
    fireEvent.click(screen.getByRole('button', { name: 'Luna următoare' }));
    expect(onMonthChange).toHaveBeenCalledWith('2027-04');
  });
});
