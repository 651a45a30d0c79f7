import { useLocation } from "react-router";
import { m } from "#messages";

/**
 * Why the app sent a signed-in visitor here, when it says: the router puts the refusal's body,
 * `{detail, code}`, in the page's state (web/app/router.tsx). A password changed on another device retires this
 * device's token (code password_changed); dropped at the login page without a word, the person
 * would take it for a fault.
 */
export function SignedOutNotice() {
  const state: unknown = useLocation().state;
  const code = state && typeof state === "object" && "code" in state && state.code;
  if (code !== "password_changed") return null;
  return (
    <p role="alert" className="alert alert-info alert-soft text-sm" data-testid="signed-out-notice">
      {m.account_signed_out_password_changed()}
    </p>
  );
}
