import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { LiveStatus } from "./live-status";

/**
 * The live status of an event's page, kept up to date through its room's socket
 * (live-connection.ts, fetched once the page is up, so the invite page's first load does not
 * carry it). If even that cannot be fetched, the page says it is offline and keeps what it has.
 */
export function useLiveEvent(
  eventId: string | undefined,
  { organiser = false }: { organiser?: boolean } = {},
): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");

  useEffect(() => {
    if (!eventId) return;
    let stop: (() => void) | undefined;
    let left = false;
    import("./live-connection").then(
      ({ openLiveConnection }) => {
        if (!left)
          stop = openLiveConnection({ eventId, organiser, queryClient, onStatus: setStatus });
      },
      () => setStatus("offline"),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [eventId, organiser, queryClient]);

  return status;
}
