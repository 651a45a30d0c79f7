import type { EventRole } from "#contract/hosts";
import { ROLE_LABELS } from "../../event-role";

/** A host's event says the caller's part in it ('공동 주최', '입장 확인'); the owner's, nothing. */
export function RoleBadge({ role }: { role: EventRole | null }) {
  if (role === null || role === "owner") return null;
  return (
    <span
      className="badge badge-sm badge-info badge-soft whitespace-nowrap"
      data-testid="event-role"
    >
      {ROLE_LABELS[role]}
    </span>
  );
}
