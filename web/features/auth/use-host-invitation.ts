import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { keepHostInvitation, keptHostInvitation, tokenInHash } from "./host-invitation";

/**
 * The sign-up page's host invitation: read from the address's '#host-invitation=…' and taken
 * out of it as the page opens, or one kept earlier in this tab (a reload, a visit to the login
 * page and back).
 */
export function useHostInvitation(): string | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => tokenInHash(location.hash) ?? keptHostInvitation());
  // An effect, not a layout effect: the router listens from its own layout effect, which runs
  // after its children's on the first render, and would miss a navigation made before it.
  useEffect(() => {
    if (!location.hash.includes("host-invitation")) return;
    if (token) keepHostInvitation(token);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate, token]);
  return token;
}
