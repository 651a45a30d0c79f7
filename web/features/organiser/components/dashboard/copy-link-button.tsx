import { copyLabel, useCopyInviteLink } from "./use-copy-invite-link";

/** A button that copies the invite link; `className` sets its size and place. */
export function CopyLinkButton({
  eventId,
  className = "btn-sm",
}: {
  eventId: string;
  className?: string;
}) {
  const { copied, copy } = useCopyInviteLink(eventId);
  return (
    <button
      type="button"
      className={`btn ${copied ? "btn-success" : "btn-ghost"} ${className}`}
      onClick={copy}
      aria-live="polite"
    >
      {copyLabel(copied)}
    </button>
  );
}
