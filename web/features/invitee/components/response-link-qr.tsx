import { useEffect, useState } from "react";

/**
 * The personal link as a QR code, to show at the door: the organiser's door page reads it and
 * checks this response in (issue 38). The encoder loads only when the link is shown, so the
 * invite page never carries it; its modules are black on a white ground of their own, which
 * the dark theme would otherwise make unreadable.
 */
export function ResponseLinkQr({ link }: { link: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    import("qr")
      .then(({ default: encodeQR }) => {
        if (current) setSvg(encodeQR(link, "svg", { ecc: "medium", border: 1 }));
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [link]);

  if (failed) return null;
  return (
    <figure className="flex w-full flex-col items-center gap-2" data-testid="response-link-qr">
      <div className="grid size-52 place-items-center rounded-box bg-white p-3">
        {svg ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt="내 응답 링크 QR 코드"
            className="size-full [image-rendering:pixelated]"
          />
        ) : (
          <span className="loading loading-lg text-primary" />
        )}
      </div>
      <figcaption className="text-sm font-semibold">입장할 때 이 QR을 보여 주세요</figcaption>
    </figure>
  );
}
