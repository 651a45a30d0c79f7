import { Link } from "react-router";
import { m } from "#messages";
import { LanguageSwitch } from "../../i18n/language-switch";

/** The page of every unknown route: 404, and a way back to /. */
export function NotFound() {
  return (
    <main className="grid min-h-[60vh] place-items-center p-6 text-center">
      <div className="flex flex-col items-center gap-3">
        <p className="text-7xl font-extrabold text-primary" data-testid="not-found-code">
          404
        </p>
        <h1 className="text-3xl font-bold">{m.account_not_found_title()}</h1>
        <p className="text-base-content/70">{m.account_not_found_body()}</p>
        <Link to="/" className="btn btn-primary btn-outline mt-2">
          {m.account_not_found_back()}
        </Link>
        <LanguageSwitch />
      </div>
    </main>
  );
}
