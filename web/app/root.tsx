import { useEffect } from "react";
import { Outlet, ScrollRestoration } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { loadWebFont } from "../lib/web-font";

export function Root() {
  // Marks the page as the app's: on a server-rendered page, controls respond from here on.
  // Browser tests wait for it before they press anything.
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
    loadWebFont();
  }, []);
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
