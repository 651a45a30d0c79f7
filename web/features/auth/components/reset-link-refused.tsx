import { Link } from "react-router";
import { ApiError } from "../../../lib/error-detail";

/** Why a reset link cannot be used: from the reset call's refusal, or no token in the link. */
export type RefusedLink = "used" | "expired" | "invalid" | "missing";

const EXPLAINED: Record<RefusedLink, { title: string; body: string }> = {
  used: {
    title: "이미 사용된 링크입니다",
    body: "비밀번호 재설정 링크는 한 번만 쓸 수 있어요. 이 링크로 이미 비밀번호를 바꾸셨거나, 그 뒤에 비밀번호가 다시 바뀌었습니다.",
  },
  expired: {
    title: "만료된 링크입니다",
    body: "비밀번호 재설정 링크는 메일을 보낸 뒤 48시간 동안만 쓸 수 있어요.",
  },
  invalid: {
    title: "열 수 없는 링크입니다",
    body: "링크 주소가 잘렸거나 바뀌었을 수 있어요. 메일의 링크를 다시 눌러 보시거나, 새 링크를 받아 주세요.",
  },
  missing: {
    title: "링크에 재설정 정보가 없습니다",
    body: "메일의 링크를 다시 열어 주세요. 주소가 잘렸다면 새 링크를 받아 주세요.",
  },
};

/** The refusals this page explains itself; anything else is a toast as on every form. */
export function refusedLinkOf(error: unknown): RefusedLink | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === "reset_token_used") return "used";
  if (error.code === "reset_token_expired") return "expired";
  if (error.code === "invalid_reset_token") return "invalid";
  return null;
}

/** What went wrong with the link, in Korean, and the way to a new one. */
export function ResetLinkRefused({ why }: { why: RefusedLink }) {
  const { title, body } = EXPLAINED[why];
  return (
    <div role="alert" className="alert alert-warning flex flex-col items-start gap-2 text-sm">
      <p className="font-semibold">{title}</p>
      <p>{body}</p>
      <Link to="/recover-password" className="btn btn-sm btn-primary">
        새 링크 받기
      </Link>
    </div>
  );
}
