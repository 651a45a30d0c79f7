import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  addressInHash,
  keepHostInvitation,
  keptHostInvitation,
  keptInvitedAddress,
  tokenInHash,
} from "./host-invitation";

/** The invitation's token, and the address it was sent to when the link said. */
export type HostInvitation = { token: string; address: string | null };

/**
 * The sign-up page's host invitation: read from the address's '#host-invitation=…' and taken
 * out of it as the page opens, or one kept earlier in this tab (a reload, a visit to the login
 * page and back).
 */
export function useHostInvitation(): HostInvitation | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [invitation] = useState((): HostInvitation | null => {
    const linked = tokenInHash(location.hash);
    if (linked) return { token: linked, address: addressInHash(location.hash) };
    const token = keptHostInvitation();
    return token ? { token, address: keptInvitedAddress() } : null;
  });
  // An effect, not a layout effect: the router listens from its own layout effect, which runs
  // after its children's on the first render, and would miss a navigation made before it.
  useEffect(() => {
    if (!location.hash.includes("host-invitation")) return;
    if (invitation) keepHostInvitation(invitation.token, invitation.address);
    navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location, navigate, invitation]);
  return invitation;
}
