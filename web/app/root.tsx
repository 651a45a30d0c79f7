import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { prepareWebFont, showWebFontIfReady } from "../lib/web-font";
import { ReaderPlace } from "./reader-place";

export function Root() {
  // Marks the page as the app's: on a server-rendered page, controls respond from here on.
  // Browser tests wait for it before they press anything.
  useEffect(() => {
    document.documentElement.dataset.appReady = "";
    prepareWebFont();
  }, []);
  // Another page is opening: a good moment to switch fonts, the text is new anyway.
  const { key } = useLocation();
  useEffect(() => {
    if (key !== "default") showWebFontIfReady();
  }, [key]);
  return (
    <>
      <Outlet />
      <Toaster />
      <ReaderPlace />
      <ScrollRestoration />
      <ReaderPlace keep />
    </>
  );
}
