import { type DefaultToastOptions, Toaster, type ToastPosition } from 'react-hot-toast';

/** Toast settings: top centre, 2 s for a success and 4 s for anything else. At most 20 toasts show at once: react-hot-toast's own limit. */
export const toasterPosition: ToastPosition = 'top-center';
export const toasterGutterPx = 8;
export const toastOptions: DefaultToastOptions = {
  duration: 4000,
  removeDelay: 1000,
  style: { maxWidth: 350, color: '#14201a', fontSize: '0.95rem' },
  blank: { duration: 4000 },
  custom: { duration: 4000 },
  error: {
    duration: 4000,
    style: { border: '1px solid #c81e1e' },
    iconTheme: { primary: '#c81e1e', secondary: '#fff' },
  },
  success: {
    duration: 2000,
    style: { border: '1px solid #0b6b3a' },
    iconTheme: { primary: '#0b6b3a', secondary: '#fff' },
  },
  loading: { duration: Number.POSITIVE_INFINITY },
};

export function AppToaster() {
  return <Toaster position={toasterPosition} gutter={toasterGutterPx} toastOptions={toastOptions} />;
}
