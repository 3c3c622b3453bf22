import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateInput, todayIsoDate } from './date-input';

describe('DateInput', () => {
  it('formats today as YYYY-MM-DD in Lagos, whatever the phone’s zone', () => {
    expect(todayIsoDate(new Date('2024-01-05T22:30:00Z'))).toBe('2024-01-05');
    expect(todayIsoDate(new Date('2024-01-05T23:30:00Z'))).toBe('2024-01-06');
  });

  it('cannot go past today', () => {
    render(<DateInput label="Date of birth" error="Enter DOB" />);
    const input = screen.getByLabelText('Date of birth');
    expect(input.getAttribute('type')).toBe('date');
    expect(input.getAttribute('max')).toBe(todayIsoDate());
    expect(screen.getByRole('alert').textContent).toBe('Enter DOB');
  });
});
