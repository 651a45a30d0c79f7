import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { m } from "#messages";
import { networkErrorText } from "../../../lib/network-text";
import { loadAnswering, loadedAnswering } from "../sending/load-answering";
import { ProblemText } from "./problem-text";

type Props = { eventId: string; responseId: string; name: string; held: string };

/**
 * '내 정보 삭제': the response and everything kept about it go at once, by the personal link's
 * key this browser holds; it asks first, since nothing brings it back. Offered before and after
 * the event alike: erasing is not changing an answer.
 */
export function EraseMyData({ eventId, responseId, name, held }: Props) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();

  async function erase() {
    setSending(true);
    setProblem(null);
    try {
      // The calls come with the answering code, as every send's do (load-answering.ts).
      await (await loadAnswering()).eraseMine(queryClient, eventId, held, responseId);
    } catch (error) {
      setProblem(loadedAnswering()?.refusalProblem(error, "delete").text ?? networkErrorText());
      setSending(false);
    }
  }

  if (!asking) {
    return (
      <button
        type="button"
        className="btn btn-ghost btn-xs text-base-content/70"
        onClick={() => setAsking(true)}
        aria-label={m.invitee_erase_mine_label({ name })}
      >
        {m.invitee_erase_mine()}
      </button>
    );
  }
  return (
    <div className="w-full space-y-2">
      <p className="text-sm" role="alert">
        {m.invitee_erase_ask()}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn btn-error btn-sm"
          disabled={sending}
          onClick={() => void erase()}
        >
          {m.invitee_erase_yes()}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          disabled={sending}
          onClick={() => setAsking(false)}
        >
          {m.invitee_erase_no()}
        </button>
      </div>
      {problem && <ProblemText id={problemId} text={problem} />}
    </div>
  );
}
