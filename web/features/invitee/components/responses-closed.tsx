import { formatDateTime } from "../../../lib/dates";
import { Icon } from "./icons";
import { OrganiserContact } from "./organiser-contact";

/**
 * In place of the form once responses are closed: why (the deadline, or the event began), since
 * when, and the organiser's contact line when there is one (their announcement is above it).
 */
export function ResponsesClosed({
  deadline,
  zone,
  contact,
}: {
  deadline: string | null;
  zone: string;
  contact: string | null;
}) {
  return (
    <section className="card bg-base-100 shadow-sm" data-testid="responses-closed">
      <div className="card-body items-center gap-2 p-6 text-center">
        <Icon name="clock" className="size-10 text-error" />
        <h2 className="text-lg font-bold">응답이 마감되었습니다</h2>
        <p className="text-base-content/70">
          {deadline ? `응답 마감시간(${formatDateTime(deadline, zone)})이 지나` : "모임이 끝나"} 더
          이상 참석 신청, 수정, 취소를 할 수 없습니다. 변경이 필요하면 주최자에게 직접 연락해주세요.
        </p>
        {contact && <OrganiserContact contact={contact} />}
      </div>
    </section>
  );
}
