import type { ResponseAtDoor } from "#contract/responses";
import { m } from "#messages";
import { statusLabel } from "../../../lib/response-status";
import { checkedInWhen } from "./door-time";

/**
 * One attending response at the door: the name with its party ('+2'), and a thumb-sized
 * '입장'; once checked in, when and by whom, and '취소' to undo a wrong tap.
 */
export function DoorRow({
  response,
  zone,
  pending,
  onCheckIn,
  onUndo,
}: {
  response: ResponseAtDoor;
  zone: string;
  /** A call for this row is under way: its button waits. */
  pending: boolean;
  onCheckIn: () => void;
  onUndo: () => void;
}) {
  const inside = response.checked_in_at !== null;
  return (
    <li
      className={`flex min-h-16 items-center gap-3 rounded-box border px-3 py-2 ${
        inside ? "border-success/40 bg-success/10" : "border-base-300"
      }`}
      data-testid="door-row"
      data-checked-in={inside}
    >
      <div className="flex min-w-0 grow flex-col">
        <p className="flex items-center gap-2 text-lg font-semibold">
          <span className="wrap-anywhere">{response.name}</span>
          {response.guests > 0 && (
            <span className="badge badge-neutral badge-sm shrink-0">+{response.guests}</span>
          )}
        </p>
        {inside && (
          <p className="text-sm text-success" data-testid="door-checked-in">
            {m.responses_door_checked_in({ when: checkedInWhen(response, zone) })}
          </p>
        )}
      </div>
      {inside ? (
        <button
          type="button"
          className="btn btn-ghost shrink-0"
          disabled={pending}
          onClick={onUndo}
          aria-label={m.responses_door_undo_label({ name: response.name })}
        >
          {m.responses_door_undo()}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-lg min-w-24 shrink-0"
          disabled={pending}
          onClick={onCheckIn}
          aria-label={m.responses_door_check_in_label({ name: response.name })}
        >
          {pending && <span className="loading loading-sm" />}
          {m.responses_door_check_in()}
        </button>
      )}
    </li>
  );
}

/** The responses that are not attending: named so the door can tell who they are, not let in. */
export function OtherResponses({ responses }: { responses: ResponseAtDoor[] }) {
  if (responses.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-2 text-base-content/60"
      aria-label={m.responses_door_others()}
    >
      <h2 className="text-sm font-semibold">{m.responses_door_others()}</h2>
      <ul className="flex flex-col divide-y divide-base-300">
        {responses.map((response) => (
          <li
            key={response.id}
            className="flex items-center justify-between gap-3 py-2"
            data-testid="door-other"
          >
            <span className="wrap-anywhere">{response.name}</span>
            <span className="shrink-0 text-sm">{statusLabel(response)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
