import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { AlertPreferencesForm } from '#features/notifications/alert-preferences';
import { ChangePasswordForm } from '#features/profile/change-password-form';
import { ChangePinForm } from '#features/profile/change-pin-form';
import { ProfileDetails } from '#features/profile/profile-details';
import { SetPinForm } from '#features/profile/set-pin-form';
import { DevicesList } from '#features/security/devices-list';
import { SecuritySettings } from '#features/security/security-settings';
import { PageTag } from '#lib/head';
import { useUser } from '#lib/session/get-profile';
import { forgetSession } from '#lib/session/sign-out';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';

/** `/profile`: details, change password, change (or set) the transaction PIN, Security and Devices. */
export default function ProfileRoute() {
  const user = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-5">
      <PageTag tag="Profile" />
      <h1 className="text-2xl font-bold text-ink">Profile</h1>
      <div className={card}>
        <ProfileDetails user={user} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <div className={card}>
          <ChangePasswordForm />
        </div>
        <div className={card}>{user.has_pin ? <ChangePinForm /> : <SetPinForm />}</div>
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <div id="security" className={card}>
          <SecuritySettings />
        </div>
        <div id="devices" className={card}>
          <DevicesList
            onSignedOutHere={() => {
              forgetSession(queryClient);
              navigate('/login', { replace: true });
            }}
          />
        </div>
      </div>
      <div id="alerts" className={card}>
        <AlertPreferencesForm />
      </div>
    </div>
  );
}
