import type { ReactNode } from "react";
import { Link } from "react-router";
import { m } from "#messages";
import { LanguageSwitch } from "../../i18n/language-switch";
import { Logo } from "../ui/logo";
import { ThemeToggle } from "../ui/theme-toggle";

/**
 * The frame of the pages people open from a link without an account (the invite page, a poll):
 * no menu; a narrow column made for phones first. The language switch sits at the top right,
 * where a reader who cannot read the page looks first.
 */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-base-200">
      <header className="sticky top-0 z-10 border-b border-base-300 bg-base-100/90 backdrop-blur">
        <div className="mx-auto flex max-w-2xl items-center justify-between gap-2 px-4 py-2">
          <Link
            to="/about"
            className="flex items-center gap-2"
            aria-label={m.invitee_about_label()}
          >
            <Logo size={40} />
            <span className="font-bold tracking-tight" aria-hidden="true">
              {m.invitee_brand()}
            </span>
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitch />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="mx-auto flex max-w-2xl flex-col gap-4 px-3 py-4 sm:px-4 sm:py-6">
        {children}
      </main>
    </div>
  );
}
