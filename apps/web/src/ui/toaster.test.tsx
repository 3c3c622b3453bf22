import { act, render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppToaster, toasterGutterPx, toasterPosition, toastOptions } from './toaster';

describe('toasts', () => {
  it('use the spec settings', () => {
    expect(toasterPosition).toBe('top-center');
    expect(toasterGutterPx).toBe(8);
    expect(toastOptions.style?.maxWidth).toBe(350);
    expect(toastOptions.removeDelay).toBe(1000);
    expect([
      toastOptions.blank?.duration,
      toastOptions.error?.duration,
      toastOptions.custom?.duration,
    ]).toEqual([4000, 4000, 4000]);
    expect(toastOptions.success?.duration).toBe(2000);
    expect(toastOptions.loading?.duration).toBe(Number.POSITIVE_INFINITY);
  });

  describe('on screen', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      act(() => toast.remove());
      vi.useRealTimers();
    });

    it('a success toast leaves after 2 s and is removed 1 s later', () => {
      render(<AppToaster />);
      act(() => {
        toast.success('Successful');
      });
      expect(screen.getByText('Successful')).toBeTruthy();
      act(() => vi.advanceTimersByTime(2100));
      expect(screen.getByText('Successful')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Successful')).toBeNull();
    });

    it('an error toast stays 4 s and a loading toast stays until dismissed', () => {
      render(<AppToaster />);
      act(() => {
        toast.error('Check your network connection');
        toast.loading('Sending');
      });
      act(() => vi.advanceTimersByTime(3900));
      expect(screen.getByText('Check your network connection')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1200));
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByText('Check your network connection')).toBeNull();
      expect(screen.getByText('Sending')).toBeTruthy();
    });
  });
});
