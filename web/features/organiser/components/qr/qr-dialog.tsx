import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { m } from "#messages";
import { Modal } from "../../../../components/ui/modal";
import { downloadFile } from "../../../../lib/download-file";
import { toast } from "../../../../lib/toasts";
import { fileSafe } from "../../download";
import { inviteLink } from "../../invite-link";
import { encodeQr, type QrModules, qrPng, qrSvg, svgDataUrl } from "./qr-image";

type QrDialogProps = {
  event: { id: string; title: string } | null;
  onClose: () => void;
};

/** The invite link as a QR code: shown, downloadable as PNG or SVG, and printable. */
export function QrDialog({ event, onClose }: QrDialogProps) {
  return (
    <Modal open={event !== null} title={m.organiser_qr_title()} onClose={onClose}>
      {event && <QrContent event={event} onClose={onClose} />}
    </Modal>
  );
}

// Printing while the dialog is open shows only the sheet: a copy of the QR, title and link
// rendered straight under <body>, since the page (and the dialog inside it) is hidden.
const PRINT_STYLE = `.qr-print-sheet { display: none; }
@media print {
  body > :not(.qr-print-sheet) { display: none !important; }
  .qr-print-sheet { display: flex; flex-direction: column; align-items: center; gap: 1.5rem;
    padding-top: 2cm; color: #000; background: #fff; text-align: center; font-size: 14pt; }
  .qr-print-sheet h1 { font-size: 24pt; font-weight: 700; }
  .qr-print-sheet img { width: 12cm; height: 12cm; }
  .qr-print-sheet p { word-break: break-all; }
}`;

function QrContent({
  event,
  onClose,
}: {
  event: { id: string; title: string };
  onClose: () => void;
}) {
  const link = inviteLink(event.id);
  const [modules, setModules] = useState<QrModules | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    encodeQr(link)
      .then((result) => current && setModules(result))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [link]);

  const baseName = m.organiser_qr_file_name({ title: fileSafe(event.title) });
  const svg = modules ? qrSvg(modules) : null;

  async function downloadPng() {
    if (!modules) return;
    try {
      downloadFile(await qrPng(modules), `${baseName}.png`);
    } catch {
      toast.error(m.organiser_qr_image_failed(), m.organiser_qr_toast_title());
    }
  }

  return (
    <>
      {svg &&
        createPortal(
          <div className="qr-print-sheet" data-testid="qr-print-sheet">
            <style>{PRINT_STYLE}</style>
            <h1>{event.title}</h1>
            <img src={svgDataUrl(svg)} alt="" />
            <p>{link}</p>
          </div>,
          document.body,
        )}
      <div className="flex flex-col items-center gap-3 text-center">
        <p className="text-lg font-semibold break-all">{event.title}</p>
        <div className="grid size-56 place-items-center rounded-box bg-white p-1 shadow-sm">
          {svg && (
            <img
              src={svgDataUrl(svg)}
              alt={m.organiser_qr_alt({ title: event.title })}
              className="size-full [image-rendering:pixelated]"
              data-testid="qr-image"
            />
          )}
          {!svg && !failed && <span className="loading loading-lg text-primary" />}
          {failed && <p className="p-4 text-sm text-error">{m.organiser_qr_failed()}</p>}
        </div>
        <p className="text-sm break-all text-base-content/70" data-testid="qr-link">
          {link}
        </p>
      </div>
      <div className="modal-action flex-wrap justify-center print:hidden">
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={!modules}
          onClick={downloadPng}
        >
          {m.organiser_qr_download_png()}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={!svg}
          onClick={() =>
            svg && downloadFile(new Blob([svg], { type: "image/svg+xml" }), `${baseName}.svg`)
          }
        >
          {m.organiser_qr_download_svg()}
        </button>
        <button
          type="button"
          className="btn btn-sm"
          disabled={!modules}
          onClick={() => window.print()}
        >
          {m.organiser_qr_print()}
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onClose}>
          {m.organiser_qr_close()}
        </button>
      </div>
    </>
  );
}
