import { useEffect, useRef, useState } from "react";
import { m } from "#messages";
import { type QrReader, qrReader } from "./qr-reader";

/** How often a frame is read: enough for a code held up to the phone, light on its battery. */
const FRAME_GAP_MS = 150;
/**
 * The same code seen again within this time after it left the picture is the same showing,
 * not a second one: a code held in front of the camera is read once.
 */
const SAME_SHOWING_MS = 1500;

/** HTMLMediaElement.HAVE_CURRENT_DATA: a frame to read is there. */
const HAVE_CURRENT_DATA = 2;

type Phase = "starting" | "scanning" | "denied" | "unavailable";

/** What each phase tells the door, called when shown. */
const PHASE_TEXT: Record<Phase, () => string> = {
  starting: m.responses_scanner_starting,
  scanning: m.responses_scanner_scanning,
  denied: m.responses_scanner_denied,
  unavailable: m.responses_scanner_unavailable,
};

/**
 * The back camera, read for QR codes until closed; each new code read goes to `onScan` (the
 * page decides what it means). The camera is released when this closes.
 */
export function QrScanner({
  onScan,
  onClose,
}: {
  onScan: (text: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>("starting");
  const [reader, setReader] = useState<QrReader["kind"] | null>(null);
  const scanned = useRef(onScan);
  scanned.current = onScan;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { text: "", seenAt: 0 };

    async function start() {
      if (!navigator.mediaDevices?.getUserMedia) return setPhase("unavailable");
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
      } catch (error) {
        const name = error instanceof DOMException ? error.name : "";
        return setPhase(name === "NotAllowedError" ? "denied" : "unavailable");
      }
      const element = video.current;
      if (stopped || !element) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      element.srcObject = stream;
      await element.play().catch(() => {});
      const { kind, detector } = await qrReader();
      if (stopped) return;
      setReader(kind);
      setPhase("scanning");

      const read = async () => {
        if (stopped) return;
        if (element.readyState >= HAVE_CURRENT_DATA) {
          const [code] = await detector.detect(element).catch(() => []);
          const now = Date.now();
          if (code && !stopped) {
            const again = code.rawValue === last.text && now - last.seenAt < SAME_SHOWING_MS;
            last = { text: code.rawValue, seenAt: now };
            if (!again) scanned.current(code.rawValue);
          }
        }
        timer = setTimeout(read, FRAME_GAP_MS);
      };
      void read();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <section
      className="flex flex-col gap-2 rounded-box border border-base-300 p-3"
      aria-label={m.responses_door_scan()}
      data-testid="qr-scanner"
      data-phase={phase}
      data-reader={reader ?? undefined}
    >
      <div className="relative aspect-square w-full overflow-hidden rounded-box bg-black">
        <video ref={video} className="size-full object-cover" muted playsInline />
        {/* A square to aim with; the whole picture is read all the same. */}
        <div className="pointer-events-none absolute inset-[18%] rounded-box border-4 border-white/80" />
      </div>
      <p className="text-sm text-base-content/80" role="status">
        {PHASE_TEXT[phase]()}
      </p>
      <button type="button" className="btn" onClick={onClose}>
        {m.responses_scanner_close()}
      </button>
    </section>
  );
}
