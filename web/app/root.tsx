import { Outlet, ScrollRestoration } from "react-router";
import { Toaster } from "../components/ui/toaster";

export function Root() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ScrollRestoration />
    </>
  );
}
