// After a sign-in: "apply the settings changed in this browser to your account?" – yes or no, never silently.
import { PREFERENCES_MESSAGES as M } from '../../common/preferencesMessages';
import { OWN_BANGS_MAX, SITES_MAX } from '../../common/ownWeb';
import { SETTING_NAMES, SETTINGS_DEFAULT, type Settings, type SettingsChange } from '../../common/settings';
import { useAuthUser } from '../account/useAuthUser';
import { useChangeSettings } from '../account/useSettings';
import { useGuestHistoryOffer } from '../search/useSearchHistory';
import { useGuestSettings, writeGuestSettings } from '../state/guestSettings';
import { useLocalSetting } from '../state/localSetting';
import { useSyncExternalStore } from 'react';

/** The accounts that answered "Non merci" in this browser, comma-separated: they are not asked again. */
const DECLINED_KEY = 'guestSettingsDeclined';
const isText = (v: unknown): v is string => typeof v === 'string';
const noSubscription = () => () => undefined;

/** The guest's sites and bangs the account lacks, added after the account's own (within its limits). */
function ownWebBrought(guest: Settings, account: Settings): Pick<SettingsChange, 'sites' | 'bangs'> {
  const domains = new Set(account.sites?.map((rule) => rule.domain));
  const shortcuts = new Set(account.bangs?.map((bang) => bang.shortcut));
  const sites = guest.sites?.filter((rule) => !domains.has(rule.domain)) ?? [];
  const bangs = guest.bangs?.filter((bang) => !shortcuts.has(bang.shortcut)) ?? [];
  return {
    ...(sites.length > 0 && { sites: [...(account.sites ?? []), ...sites].slice(0, SITES_MAX) }),
    ...(bangs.length > 0 && { bangs: [...(account.bangs ?? []), ...bangs].slice(0, OWN_BANGS_MAX) }),
  };
}

export function GuestSettingsOffer() {
  const { user } = useAuthUser();
  const guest = useGuestSettings();
  const change = useChangeSettings();
  const [declined, setDeclined] = useLocalSetting(DECLINED_KEY, '', isText);
  // One offer at a time: the history's comes first.
  const historyOffer = useGuestHistoryOffer();
  // Asked in the browser only: the server does not know who already answered (kept in this browser).
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser || !user || historyOffer) return null;
  // What the guest chose (a value other than the default) that the account does not have.
  const brought = SETTING_NAMES.filter(
    (name) => guest[name] !== SETTINGS_DEFAULT[name] && guest[name] !== user.settings[name],
  );
  // The sites and the bangs count as one setting each.
  const lists = ownWebBrought(guest, user.settings);
  const count = brought.length + Object.keys(lists).length;
  if (count === 0 || declined.split(',').includes(user.id)) return null;

  async function accept() {
    await change({
      ...(Object.fromEntries(brought.map((name) => [name, guest[name]])) as SettingsChange),
      ...lists,
    });
    // Moved to the account: the browser no longer keeps them apart.
    writeGuestSettings(SETTINGS_DEFAULT);
  }

  return (
    <section className="guest-offer" role="dialog" aria-labelledby="guest-settings-offer-text">
      <p id="guest-settings-offer-text">{M.offer.text(count)}</p>
      <div className="guest-offer-actions">
        <button
          type="button"
          className="button button-quiet"
          onClick={() => setDeclined([declined, user.id].filter(Boolean).join(','))}
        >
          {M.offer.decline}
        </button>
        <button type="button" className="button" onClick={() => void accept().catch(() => undefined)}>
          {M.offer.accept}
        </button>
      </div>
    </section>
  );
}
