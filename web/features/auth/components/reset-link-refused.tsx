import { Link } from "react-router";
import { m } from "#messages";
import { refusedWith } from "../../../lib/error-detail";

/** Why a reset link cannot be used: from the reset call's refusal, or no token in the link. */
export type RefusedLink = "used" | "expired" | "invalid" | "missing";

const EXPLAINED: Record<RefusedLink, { title: () => string; body: () => string }> = {
  used: { title: m.account_reset_used_title, body: m.account_reset_used_body },
  expired: { title: m.account_reset_expired_title, body: m.account_reset_expired_body },
  invalid: { title: m.account_reset_invalid_title, body: m.account_reset_invalid_body },
  missing: { title: m.account_reset_missing_title, body: m.account_reset_missing_body },
};

/** The refusals this page explains itself; anything else is a toast as on every form. */
export function refusedLinkOf(error: unknown): RefusedLink | null {
  if (refusedWith(error, "reset_token_used")) return "used";
  if (refusedWith(error, "reset_token_expired")) return "expired";
  if (refusedWith(error, "invalid_reset_token")) return "invalid";
  return null;
}

/** What went wrong with the link, and the way to a new one. */
export function ResetLinkRefused({ why }: { why: RefusedLink }) {
  const { title, body } = EXPLAINED[why];
  return (
    <div role="alert" className="alert alert-warning flex flex-col items-start gap-2 text-sm">
      <p className="font-semibold">{title()}</p>
      <p>{body()}</p>
      <Link to="/recover-password" className="btn btn-sm btn-primary">
        {m.account_reset_new_link()}
      </Link>
    </div>
  );
}
