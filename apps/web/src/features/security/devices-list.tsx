import { lagosTime } from '@owo/contract/lagos-time';
import toast from 'react-hot-toast';
import { failureMessage } from '#lib/api/api-error';
import { useDevices, useSignOutDevice } from './api/security-api';

const NETWORK = 'Check your internet connection';

/** Profile → Devices: browser and OS, first and last seen, this device; sign another one out. */
export function DevicesList({ onSignedOutHere }: { onSignedOutHere: () => void }) {
  const devices = useDevices();
  const signOut = useSignOutDevice();

  const onSignOut = (uuid: string, label: string, current: boolean) =>
    signOut.mutate(uuid, {
      onSuccess: () => {
        if (current) onSignedOutHere();
        else toast.success(`${label} is signed out`);
      },
      onError: (error) => toast.error(failureMessage(error, NETWORK)),
    });

  return (
    <section aria-labelledby="devices-heading" className="flex flex-col gap-3">
      <h2 id="devices-heading" className="text-lg font-bold text-ink">
        Devices
      </h2>
      <p className="text-sm text-muted">
        Your account is signed in on one device at a time. A new device needs a code sent to your phone.
      </p>
      {devices.isPending ? (
        <p className="text-sm text-muted">Loading devices…</p>
      ) : devices.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {failureMessage(devices.error, NETWORK)}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200">
          {devices.data.map((d) => (
            <li key={d.uuid} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-semibold text-ink">
                  {d.label}
                  {d.current ? (
                    <span className="ml-2 rounded-full bg-brand/10 px-2 py-0.5 text-xs font-semibold text-brand">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-muted">
                  First seen {lagosTime(d.first_seen_at)} · Last seen {lagosTime(d.last_seen_at)}
                </p>
                {d.active ? null : (
                  <p className="text-sm text-muted">
                    Signed out: it needs a code sent to your phone to sign in again
                  </p>
                )}
              </div>
              {d.active ? (
                <button
                  type="button"
                  onClick={() => onSignOut(d.uuid, d.label, d.current)}
                  disabled={signOut.isPending}
                  aria-label={`Sign out ${d.label}${d.current ? ' (this device)' : ''}`}
                  className="min-h-11 rounded-lg px-3 text-sm font-semibold text-red-700 underline disabled:opacity-50"
                >
                  Sign out
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
