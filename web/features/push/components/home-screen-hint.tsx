import { m } from "#messages";

/**
 * iPhone and iPad Safari have the Push API only for pages added to the home screen: instead of a
 * button that cannot work, how to get there, and mail (offered above it) as the other way.
 */
export function HomeScreenHint() {
  return (
    <p className="alert alert-info alert-soft text-sm" data-testid="home-screen-hint">
      {m.account_home_screen_hint()}
    </p>
  );
}
