import { useSearchParams } from "react-router";
import { m } from "#messages";
import { useCurrentUser } from "../api/current-user";
import { AccountData } from "./account-data";
import { Appearance } from "./appearance";
import { ChangePassword } from "./change-password";
import { DeleteAccount } from "./delete-account";
import { HostNoticesDefault } from "./host-notices-default";
import { LanguageChoice } from "./language-choice";
import { SettingsTabs, type Tab } from "./settings-tabs";
import { UserInformation } from "./user-information";

const TABS = [
  { id: "my-profile", label: m.account_settings_tab_profile },
  { id: "password", label: m.account_settings_tab_password },
  { id: "appearance", label: m.account_settings_tab_appearance },
  { id: "danger-zone", label: m.account_settings_tab_danger },
] as const satisfies readonly Tab[];
type TabId = (typeof TABS)[number]["id"];
const DEFAULT_TAB: TabId = "my-profile";

/**
 * User Settings: four tabs, my-profile first; superusers have no Danger zone (the server
 * refuses a superuser's own deletion). The open tab is in the address (`?tab=password`), so a
 * reload or a shared link opens it again.
 */
export function SettingsPage() {
  const { data: user, isPending } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const tabs = user?.is_superuser ? TABS.filter((tab) => tab.id !== "danger-zone") : TABS;
  const asked = params.get("tab");
  const active: TabId = tabs.find((tab) => tab.id === asked)?.id ?? DEFAULT_TAB;

  const open = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === DEFAULT_TAB) next.delete("tab");
        else next.set("tab", id);
        return next;
      },
      // Switching tabs is not a page of its own: Back leaves the settings.
      { replace: true },
    );

  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-6">
      <h1 className="text-2xl font-bold">{m.account_settings_title()}</h1>
      <SettingsTabs tabs={tabs} active={active} onSelect={open} />
      <div role="tabpanel" id={`panel-${active}`} aria-labelledby={`tab-${active}`}>
        {active === "my-profile" &&
          (isPending || !user ? (
            <div className="flex max-w-md flex-col gap-3" aria-busy="true">
              <div className="skeleton h-6 w-40" />
              <div className="skeleton h-12 w-full" />
              <div className="skeleton h-12 w-full" />
            </div>
          ) : (
            <div className="flex flex-col gap-8">
              <UserInformation user={user} />
              <LanguageChoice language={user.language} />
              <HostNoticesDefault mode={user.host_notifications} email={user.email} />
              <AccountData />
            </div>
          ))}
        {active === "password" && <ChangePassword />}
        {active === "appearance" && <Appearance />}
        {active === "danger-zone" && user && !user.is_superuser && <DeleteAccount />}
      </div>
    </section>
  );
}
