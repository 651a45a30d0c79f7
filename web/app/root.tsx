import { useEffect } from "react";
import { Outlet, UNSAFE_useScrollRestoration } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { useReaderLanguage } from "../i18n/reader-language";
import { KeepScrollOnTakeover } from "./keep-scroll-on-takeover";

/**
 * React Router's <ScrollRestoration> in an app without its framework mode: the same hook, which
 * is all that component runs here (it renders a restoring script only for framework-mode server
 * renders). The component also carries that script's code, the framework context and a few
 * hooks it then skips: about 0.35 KB gzip on every page's first load.
 */
function ScrollRestoration() {
  UNSAFE_useScrollRestoration();
  return null;
}

export function Root() {
  // Marks the page as the app's: on a server-rendered page, controls respond from here on.
  // Browser tests wait for it before they press anything.
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
  }, []);
  // Every word on the page is a message read in the reader's language as it renders: a new
  // language renders the page anew (the queries' data stays).
  const language = useReaderLanguage();
  return (
    <>
      <Outlet key={language} />
      <Toaster />
      <KeepScrollOnTakeover />
      <ScrollRestoration />
      <KeepScrollOnTakeover keep />
    </>
  );
}
