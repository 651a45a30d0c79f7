import { useLayoutEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { keepHostInvitation, keptHostInvitation, tokenInHash } from "./host-invitation";

/**
 * The sign-up page's host invitation: read from the address's '#host-invitation=…' and taken
 * out of it before the page is painted, or one kept earlier in this tab (a reload, a visit to
 * the login page and back).
 */
export function useHostInvitation(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenInHash(location.hash) ?? keptHostInvitation());
  useLayoutEffect(() => {
    if (!location.hash.includes("host-invitation")) return;
    if (token) keepHostInvitation(token);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate, token]);
  return token;
}
