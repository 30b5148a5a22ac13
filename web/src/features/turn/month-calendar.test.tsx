import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthCalendar } from './month-calendar.js';
import { LEGEND } from './reservation-state.js';
import { requestedDayLook, WEEKEND_LABEL } from './requested-day.js';

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
        look={(day) =>
          day === '2027-03-02'
            ? { label: 'In asteptare', color: '#1565c0' }
            : { selected: day === '2027-03-03', disabled: day === '2027-03-04' }
        }
        onDayClick={onDayClick}
      />,
    );
    expect(screen.getByRole('heading', { name: 'martie 2027' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '6 martie 2027' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: '4 martie 2027' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '3 martie 2027' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: '1 martie 2027' }).getAttribute('aria-current')).toBe('date');
    fireEvent.click(screen.getByRole('button', { name: '2 martie 2027: In asteptare' }));
    expect(onDayClick).toHaveBeenCalledWith('2027-03-02');
    fireEvent.click(screen.getByRole('button', { name: 'Luna următoare' }));
    expect(onMonthChange).toHaveBeenCalledWith('2027-04');
  });

  it('tells a day already requested from a weekend: its state in words, a colour and a mark', () => {
    render(
      <MonthCalendar
        ariaLabel="Calendar"
        month="2027-03"
        onMonthChange={vi.fn()}
        today="2027-03-01"
        weekendLabel={WEEKEND_LABEL}
        look={(day) => (day === '2027-03-09' ? requestedDayLook(LEGEND[0]) : {})}
        onDayClick={vi.fn()}
      />,
    );
    const requested = screen.getByRole('button', { name: '9 martie 2027: cerută deja (În așteptare)' }) as HTMLButtonElement;
    const saturday = screen.getByRole('button', { name: '6 martie 2027: zi nelucrătoare' }) as HTMLButtonElement;
    expect(requested.disabled && saturday.disabled).toBe(true);
    expect(requested.querySelector('[data-testid="CheckCircleIcon"]')).not.toBeNull();
    expect(saturday.querySelector('svg')).toBeNull();
  });
});
