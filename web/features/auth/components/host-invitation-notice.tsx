import { Link } from "react-router";
import { m } from "#messages";
import { WordsWith } from "../../../components/ui/words-with";
import { refusedWith } from "../../../lib/error-detail";
import { errorText } from "../../../lib/error-text";

/**
 * What the sign-up page says about a host invitation (decision 0043): that one came, and, when the
 * sign-up was refused over it, why: a token that does not fit this address, or an
 * address that already has an account (whose login then takes the invitation).
 */
export function HostInvitationNotice({ refusal }: { refusal: unknown }) {
  return (
    <div className="flex flex-col gap-2" data-testid="host-invitation-notice">
      <p role="status" className="alert alert-info alert-soft text-sm">
        {m.account_host_invited_signup()}
      </p>
      {refusedWith(refusal, "host_invitation_invalid") && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {errorText(refusal)}
        </p>
      )}
      {refusedWith(refusal, "email_taken") && (
        <p role="alert" className="alert alert-warning alert-soft text-sm">
          <span>
            <WordsWith
              words={m.account_host_email_taken}
              parts={{
                login: (
                  <Link to="/login" className="link">
                    {m.account_login_link()}
                  </Link>
                ),
              }}
            />
          </span>
        </p>
      )}
    </div>
  );
}
