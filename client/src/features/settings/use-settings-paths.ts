import { paths } from '#contracts/routes';
import { useAuth } from '#platform/auth/AuthProvider';

/** The settings routes of the signed-in user: business users have their own settings, e-mail and address routes. */
export function useSettingsPaths() {
  const { isB2b } = useAuth();
  return {
    isB2b,
    settings: isB2b ? paths.settingsB2b : paths.settings,
    changeEmail: isB2b ? paths.changeEmailB2b : paths.changeEmail,
    addAddress: isB2b ? paths.addAddressB2b : paths.addAddress,
  };
}
