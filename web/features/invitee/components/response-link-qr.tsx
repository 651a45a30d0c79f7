import { useEffect, useState } from "react";
import { m } from "#messages";
import { passAddress } from "../../../lib/check-in-pass";
import { myCheckInPass } from "../api/response-calls";

/**
 * The response's check-in pass as a QR code, to show at the door: the organiser's door page
 * reads it and checks this response in, and it opens nothing (decision 0045), so a door
 * keeper who scans it or anyone who photographs it gets no way into the response. The pass is
 * asked for with the personal link's key the page holds, and ends with that link. The encoder
 * loads only when the code is shown, so the invite page never carries it; its modules are
 * black on a white ground of their own, which the dark theme would otherwise make unreadable.
 */
export function ResponseLinkQr({ eventId, linkKey }: { eventId: string; linkKey: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSvg(null);
    setFailed(false);
    Promise.all([myCheckInPass(eventId, linkKey), import("qr")])
      .then(([{ pass }, { default: encodeQR }]) => {
        const address = passAddress(location.origin, eventId, pass);
        if (current) setSvg(encodeQR(address, "svg", { ecc: "medium", border: 1 }));
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [eventId, linkKey]);

  if (failed) return null;
  return (
    <figure className="flex w-full flex-col items-center gap-2" data-testid="response-link-qr">
      <div className="grid size-52 place-items-center rounded-box bg-white p-3">
        {svg ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={m.invitee_qr_alt()}
            className="size-full [image-rendering:pixelated]"
          />
        ) : (
          <span className="loading loading-lg text-primary" />
        )}
      </div>
      <figcaption className="text-sm font-semibold">{m.invitee_qr_caption()}</figcaption>
    </figure>
  );
}
