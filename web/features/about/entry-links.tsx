import { Link } from "react-router";
import { m } from "#messages";
import { useSignedIn } from "./use-signed-in";

/**
 * The page's ways in. Signed-in visitors get '내 모임으로' (their dashboard) where guests get
 * 로그인, 시작하기 and 무료 회원가입. The swap happens after hydration, so each pair is given
 * one width (the wider label's) and one row: nothing around it moves when it happens. The
 * widths are inline styles: a class here would weigh on the invite page too (public.css).
 */
const HEADER_WIDTH = { minWidth: "6.5rem" };
const HERO_WIDTH = { minWidth: "9rem" };

export function HeaderEntry() {
  const signedIn = useSignedIn();
  return (
    <Link to={signedIn ? "/" : "/login"} className="btn btn-ghost" style={HEADER_WIDTH}>
      {signedIn ? m.account_about_to_app() : m.account_about_log_in()}
    </Link>
  );
}

export function HeroEntry() {
  const signedIn = useSignedIn();
  return (
    <Link to={signedIn ? "/" : "/login"} className="btn btn-primary btn-lg" style={HERO_WIDTH}>
      {signedIn ? m.account_about_to_app() : m.account_about_start()}
    </Link>
  );
}

export function ClosingEntry() {
  const signedIn = useSignedIn();
  if (signedIn) {
    return (
      <Link to="/" className="btn btn-primary btn-lg">
        {m.account_about_to_app()}
      </Link>
    );
  }
  return (
    <>
      <Link to="/signup" className="btn btn-primary btn-lg">
        {m.account_about_sign_up_free()}
      </Link>
      <Link to="/login" className="btn btn-outline btn-lg">
        {m.account_about_log_in()}
      </Link>
    </>
  );
}
