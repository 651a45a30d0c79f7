import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#messages";
import { LanguageSwitch } from "../../i18n/language-switch";
import { Logo } from "../ui/logo";

/** The centred card of the sign-in, sign-up and password pages. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center bg-base-200 p-4">
      <div className="card w-full max-w-sm bg-base-100 shadow-md">
        <div className="card-body gap-4">
          <Link to="/about" className="mx-auto" aria-label={m.account_about_link()}>
            <Logo size={80} />
          </Link>
          <h1 className="text-center text-2xl font-bold">{title}</h1>
          {children}
          <div className="flex justify-center">
            <LanguageSwitch />
          </div>
        </div>
      </div>
    </main>
  );
}
