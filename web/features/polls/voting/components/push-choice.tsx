import { useId, useState } from "react";
import { m } from "#messages";
import { pushSupport, subscribeForVote, type VoteSubscribing } from "../../../push/voters";
import type { PushPick } from "../vote-push";

/** Why this browser stays without notices, in the poll page's words: the vote goes in anyway. */
function refusalText(why: Extract<VoteSubscribing, { ok: false }>["why"]): string {
  if (why === "denied") return m.poll_page_push_blocked();
  if (why === "failed") return m.poll_page_push_failed();
  return m.poll_page_push_not_allowed();
}

type Props = {
  pick: PushPick;
  onPick: (pick: PushPick) => void;
  /** The vote is being sent: the box waits, as the buttons do. */
  pending: boolean;
};

/**
 * The vote form's '...in this browser' box, loaded once the app runs (vote-form.tsx): without
 * it there is no box, as there is no way to subscribe. Ticking subscribes this browser there and
 * then, since browsers ask for permission only inside a press; the subscription goes with the
 * next vote. A browser without the Push API, or one that says no, is told so and votes without.
 * The box is a native one, coloured inline: public.css, which the invite page shares, has no
 * room for a component's styles.
 */
export function PushChoice({ pick, onPick, pending }: Props) {
  const [support] = useState(pushSupport);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const usable = support === "push";

  const tick = async (on: boolean) => {
    setProblem(null);
    if (!on) {
      onPick("off");
      return;
    }
    // First, inside the press: the permission prompt needs it.
    const subscribing = subscribeForVote();
    setAsking(true);
    const result = await subscribing;
    setAsking(false);
    if (result.ok) onPick({ subscription: result.subscription });
    else setProblem(refusalText(result.why));
  };

  const note = !usable
    ? support === "home-screen"
      ? m.poll_page_push_home_screen()
      : m.poll_page_push_unsupported()
    : asking
      ? m.poll_page_push_asking()
      : m.poll_page_push_hint();

  return (
    <div className="fieldset gap-1 p-0" data-testid="push-choice">
      <label
        // Dimmed with its disabled box, where this browser cannot take notifications.
        className={`flex items-center gap-2 font-medium ${usable ? "" : "text-base-content/60"}`}
        htmlFor={`${id}-box`}
      >
        <input
          id={`${id}-box`}
          type="checkbox"
          className="size-5 shrink-0"
          style={{ accentColor: "var(--color-primary)" }}
          checked={typeof pick === "object"}
          disabled={!usable || asking || pending}
          aria-describedby={`${id}-note`}
          onChange={(event) => void tick(event.currentTarget.checked)}
        />
        {m.poll_page_push()}
        {asking && <span className="loading loading-sm" />}
      </label>
      <p id={`${id}-note`} className="label whitespace-normal" data-testid="push-note">
        {note}
      </p>
      {problem && (
        <p role="alert" className="label text-error whitespace-normal" data-testid="push-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
