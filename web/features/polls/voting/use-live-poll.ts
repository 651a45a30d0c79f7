import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { LiveStatus } from "../../../lib/live-status";

/**
 * The poll page's live status, its counts kept current through the poll's socket
 * (live-poll-connection.ts, fetched once the page is up, as the invite page's is); none for a
 * poll that is not there. If even that cannot be fetched, the page says it is offline.
 */
export function useLivePoll(pollId: string | undefined): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");
  useEffect(() => {
    if (!pollId) return;
    let stop: (() => void) | undefined;
    let left = false;
    import("./live-poll-connection").then(
      ({ openLivePoll }) => {
        if (!left) stop = openLivePoll(pollId, queryClient, setStatus);
      },
      () => setStatus("offline"),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [pollId, queryClient]);
  return status;
}
