import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { AlertPreferencesForm } from '#features/notifications/alert-preferences';
import { ChangePasswordForm } from '#features/profile/change-password-form';
import { ChangePinForm } from '#features/profile/change-pin-form';
import { ProfileDetails } from '#features/profile/profile-details';
import { SetPinForm } from '#features/profile/set-pin-form';
import { DevicesList } from '#features/security/devices-list';
import { SecuritySettings } from '#features/security/security-settings';
import { cn } from '#lib/cn';
import { PageTag } from '#lib/head';
import { useUser } from '#lib/session/get-profile';
import { forgetSession } from '#lib/session/sign-out';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** The profile's sections, one at a time (its address names it: /profile#security), so no page runs 5,000 px. */
const SECTIONS = [
  { id: 'details', label: 'Details' },
  { id: 'password', label: 'Password and PIN' },
  { id: 'security', label: 'Security' },
  { id: 'devices', label: 'Devices' },
  { id: 'alerts', label: 'Alerts' },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

/** `/profile`: details, password and PIN, security (limit, freeze), devices and alerts, as sections. */
export default function ProfileRoute() {
  const user = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const hash = useLocation().hash.slice(1);
  const current: SectionId = SECTIONS.some((s) => s.id === hash) ? (hash as SectionId) : 'details';
  return (
    <div className="flex flex-col gap-5">
      <PageTag tag="Profile" />
      <h1 className="text-2xl font-bold text-ink">Profile</h1>
      <nav aria-label="Profile sections" className="-mx-1 overflow-x-auto">
        <ul className="flex gap-2 px-1 pb-1">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <Link
                to={{ hash: s.id }}
                replace
                aria-current={s.id === current ? 'page' : undefined}
                className={cn(
                  'inline-block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap ring-1',
                  s.id === current
                    ? 'bg-brand text-white ring-brand'
                    : 'bg-white text-ink ring-gray-200 hover:bg-gray-50',
                )}
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {current === 'details' && (
        <div id="details" className={card}>
          <ProfileDetails user={user} />
        </div>
      )}
      {current === 'password' && (
        <div id="password" className="grid gap-5 md:grid-cols-2">
          <div className={card}>
            <ChangePasswordForm />
          </div>
          <div className={card}>{user.has_pin ? <ChangePinForm /> : <SetPinForm />}</div>
        </div>
      )}
      {current === 'security' && (
        <div id="security" className={card}>
          <SecuritySettings />
        </div>
      )}
      {current === 'devices' && (
        <div id="devices" className={card}>
          <DevicesList
            onSignedOutHere={() => {
              forgetSession(queryClient);
              navigate('/login', { replace: true });
            }}
          />
        </div>
      )}
      {current === 'alerts' && (
        <div id="alerts" className={card}>
          <AlertPreferencesForm />
        </div>
      )}
    </div>
  );
}
