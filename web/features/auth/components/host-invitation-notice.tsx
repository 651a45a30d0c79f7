import { Link } from "react-router";
import { ApiError } from "../../../lib/error-detail";
import { errorText } from "../../../lib/error-text";

/**
 * What the sign-up page says about a host invitation (decision 0043): that one came, and, when the
 * sign-up was refused over it, why in Korean: a token that does not fit this address, or an
 * address that already has an account (whose login then takes the invitation).
 */
export function HostInvitationNotice({ refusal }: { refusal: unknown }) {
  const code = refusal instanceof ApiError ? refusal.code : null;
  return (
    <div className="flex flex-col gap-2" data-testid="host-invitation-notice">
      <p role="status" className="alert alert-info alert-soft text-sm">
        운영진 초대를 받았어요. 초대 메일을 받은 주소로 가입하세요.
      </p>
      {code === "host_invitation_invalid" && (
        <p role="alert" className="alert alert-error alert-soft text-sm">
          {errorText(refusal)}
        </p>
      )}
      {code === "email_taken" && (
        <p role="alert" className="alert alert-warning alert-soft text-sm">
          <span>
            이미 가입된 주소예요.{" "}
            <Link to="/login" className="link">
              로그인
            </Link>
            하면 초대받은 모임에 함께할 수 있어요.
          </span>
        </p>
      )}
    </div>
  );
}
