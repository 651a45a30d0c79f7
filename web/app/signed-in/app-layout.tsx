import "../../styles/app.css";
import { Link, NavLink, Outlet, useNavigate } from "react-router";
import { m } from "#messages";
import { EmailAddress } from "../../components/ui/email-address";
import { Logo } from "../../components/ui/logo";
import { MenuIcon, type MenuIconName } from "../../components/ui/menu-icon";
import { ThemeToggle } from "../../components/ui/theme-toggle";
import { useAccountLanguage, useSaveLanguage } from "../../features/users/api/account-language";
import { useCurrentUser } from "../../features/users/api/current-user";
import { LanguageSwitch } from "../../i18n/language-switch";
import { getToken } from "../../lib/auth-token";
import { signOut } from "../../lib/sign-out";

/**
 * The screen for a page that failed to open, loaded with the frame so that it is at hand when
 * a page's own code is not (after a deploy, the old build's chunks are gone): the route table
 * takes it from this module, which is loaded already (web/app/routes.tsx).
 */
export { PageError } from "../../components/ui/page-error";

const MENU: { to: string; label: () => string; icon: MenuIconName }[] = [
  { to: "/", label: m.account_menu_dashboard, icon: "dashboard" },
  { to: "/participants", label: m.account_menu_participants, icon: "participants" },
  { to: "/bug-report", label: m.account_menu_bug_report, icon: "bug" },
  { to: "/settings", label: m.account_menu_settings, icon: "settings" },
];
const SUPERUSER_MENU: typeof MENU = [
  { to: "/items", label: m.account_menu_items, icon: "items" },
  { to: "/admin", label: m.account_menu_admin, icon: "admin" },
];
const DRAWER_ID = "app-drawer";

/**
 * The signed-in frame: top bar, side menu, and a drawer on small screens. It shows the account's
 * language once known, and the language switch in the user menu (the top bar has no room for it
 * on a phone) keeps the choice on the account too.
 */
export function AppLayout() {
  const { data: user } = useCurrentUser();
  const navigate = useNavigate();
  useAccountLanguage();
  const saveLanguage = useSaveLanguage();
  const menu = user?.is_superuser ? [...MENU, ...SUPERUSER_MENU] : MENU;

  function logOut() {
    const token = getToken();
    signOut();
    navigate("/login");
    // This browser stops hearing of the account's events (release-browser.ts says why), with the
    // token read before it went, in the background: signing out stays immediate. Loaded only
    // now, so the frame does not carry it.
    if (token) {
      void import("../../features/push/hosts").then(
        ({ releaseThisBrowser }) => releaseThisBrowser(token),
        () => {},
      );
    }
  }

  function setDrawer(open: boolean) {
    const toggle = document.getElementById(DRAWER_ID) as HTMLInputElement | null;
    if (toggle) toggle.checked = open;
  }
  const closeDrawer = () => setDrawer(false);

  return (
    <div className="drawer lg:drawer-open">
      {/* daisyUI's drawer runs on this checkbox; people and screen readers use the button. */}
      <input
        id={DRAWER_ID}
        type="checkbox"
        className="drawer-toggle"
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content flex min-h-screen flex-col">
        <header className="navbar sticky top-0 z-30 gap-2 border-b border-base-300 bg-base-100/95 px-4 backdrop-blur">
          <button
            type="button"
            className="btn btn-ghost btn-square lg:hidden"
            aria-label={m.account_menu_open()}
            onClick={() => setDrawer(true)}
          >
            <MenuIcon name="menu" />
          </button>
          <Link to="/" className="flex-1">
            <Logo size={40} withName />
          </Link>
          <ThemeToggle />
          <div className="dropdown dropdown-end">
            <button
              type="button"
              tabIndex={0}
              className="btn btn-ghost gap-2"
              data-testid="user-menu"
            >
              <span className="avatar avatar-placeholder">
                <span className="w-8 rounded-full bg-primary text-primary-content">
                  <span>{(user?.full_name || user?.email || "U").slice(0, 1).toUpperCase()}</span>
                </span>
              </span>
              <span className="hidden max-w-40 truncate sm:inline">
                {user?.full_name || m.account_menu_user_fallback()}
              </span>
            </button>
            <ul className="menu dropdown-content z-40 mt-2 w-52 rounded-box bg-base-100 p-2 shadow-lg">
              <li>
                <Link to="/settings">{m.account_menu_my_profile()}</Link>
              </li>
              <li>
                <button type="button" onClick={logOut}>
                  {m.account_menu_log_out()}
                </button>
              </li>
              <li className="mt-1 border-t border-base-300 pt-1">
                <LanguageSwitch onChosen={(language) => saveLanguage.mutateAsync(language)} />
              </li>
            </ul>
          </div>
        </header>
        <main className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
      </div>
      <div className="drawer-side z-40">
        {/* The dimmed backdrop closes the drawer on a tap; from the keyboard, Escape does. */}
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          // Hidden where the menu is always open: there daisyUI stacks the side's children as
          // blocks, and an empty button still takes a line and pushed the menu down.
          className="drawer-overlay lg:hidden"
          onClick={closeDrawer}
        />
        <nav
          className="flex min-h-full w-64 flex-col bg-base-200 p-4"
          aria-label={m.account_menu_main()}
          onKeyDown={(event) => {
            if (event.key === "Escape") closeDrawer();
          }}
        >
          <ul className="menu w-full gap-1">
            {menu.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  onClick={closeDrawer}
                  className={({ isActive }) => (isActive ? "menu-active" : "")}
                >
                  <MenuIcon name={item.icon} />
                  {item.label()}
                </NavLink>
              </li>
            ))}
            <li className="lg:hidden">
              <button type="button" onClick={logOut}>
                <MenuIcon name="logout" />
                {m.account_menu_log_out()}
              </button>
            </li>
          </ul>
          {user && (
            <p className="mt-auto px-4 text-sm text-base-content/70 lg:hidden">
              {m.account_menu_logged_in_as()}{" "}
              <EmailAddress className="font-medium" email={user.email} />
            </p>
          )}
        </nav>
      </div>
    </div>
  );
}
