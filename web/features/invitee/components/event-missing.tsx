import { Link } from "react-router";
import { Icon } from "./icons";
import { PublicShell } from "./public-shell";

const SEARCH = "M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35";

/** An unknown, malformed or deleted invite link: say so plainly, in Korean. */
export function EventMissing({ deleted = false }: { deleted?: boolean }) {
  return (
    <PublicShell>
      <section
        className="card bg-base-100 shadow-sm"
        data-testid="event-not-found"
        aria-labelledby="event-missing-title"
      >
        <div className="card-body items-center gap-3 py-12 text-center">
          <Icon path={SEARCH} className="size-12 text-base-content/40" />
          <h1 id="event-missing-title" className="text-xl font-bold">
            {deleted ? "삭제된 모임입니다" : "모임을 찾을 수 없습니다"}
          </h1>
          <p className="text-base-content/70">
            {deleted
              ? "주최자가 이 모임을 삭제했습니다. 더 이상 응답할 수 없습니다."
              : "초대 링크가 올바른지 확인하거나 모임 주최자에게 문의해주세요."}
          </p>
          <Link to="/about" className="btn btn-primary btn-outline mt-2">
            모임 RSVP 알아보기
          </Link>
        </div>
      </section>
    </PublicShell>
  );
}
