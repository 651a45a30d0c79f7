import { type KeyboardEvent, useEffect, useRef } from "react";
import { m } from "#messages";
import { ZOOMED_SCALE } from "./gestures";
import { ScreenshotPicture } from "./screenshot-picture";
import type { Screenshot } from "./screenshots";
import { useViewerGestures } from "./use-viewer-gestures";

type ImageViewerProps = {
  images: Screenshot[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/**
 * A full-screen view of one screenshot. Touch: swipe sideways to the next or previous one,
 * pinch or double-tap to zoom, drag a zoomed image around. Keys: ← and → turn, + and − zoom,
 * Escape closes; the buttons do the same for a mouse or a screen reader.
 */
export function ImageViewer({ images, index, onIndexChange, onClose }: ImageViewerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const image = index === null ? null : images[index];
  const step = (by: -1 | 1) => {
    if (index === null) return;
    const next = index + by;
    if (next >= 0 && next < images.length) onIndexChange(next);
  };
  const { frame, view, dragX, zoom, reset, handlers } = useViewerGestures(index, step);
  const zoomed = view.scale > 1;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (index !== null && !dialog.open) dialog.showModal();
    if (index === null && dialog.open) dialog.close();
  }, [index]);

  const onKeyDown = (event: KeyboardEvent) => {
    const key = event.key;
    if (key === "ArrowLeft" || key === "ArrowRight") step(key === "ArrowLeft" ? -1 : 1);
    else if (key === "+" || key === "=") zoom(ZOOMED_SCALE);
    else if (key === "-" || key === "0") reset();
    else return;
    event.preventDefault();
  };

  return (
    <dialog
      ref={ref}
      aria-label={
        image ? m.account_about_shot_enlarge({ title: image.title() }) : m.account_about_viewer()
      }
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black/80"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
    >
      {image && index !== null && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 p-3">
            <p className="font-semibold" aria-live="polite">
              {image.title()}{" "}
              <span className="text-sm font-normal text-white/70">
                {index + 1} / {images.length}
              </span>
            </p>
            <div className="flex items-center gap-1">
              <button
                type="button"
                // Not a ghost button: its light hover and focus background left white text
                // unreadable; here focus shows as an outline on the black.
                className="rounded-box px-3 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-primary"
                aria-pressed={zoomed}
                onClick={() => (zoomed ? reset() : zoom(ZOOMED_SCALE))}
              >
                {zoomed ? m.account_about_viewer_zoom_out() : m.account_about_viewer_zoom_in()}
              </button>
              <button
                type="button"
                className="btn btn-circle btn-ghost text-white"
                aria-label={m.account_about_viewer_close()}
                onClick={onClose}
              >
                <span aria-hidden="true" className="text-xl">
                  ✕
                </span>
              </button>
            </div>
          </div>
          <div
            ref={frame}
            data-testid="viewer-frame"
            className="flex min-h-0 flex-1 items-center justify-center overflow-hidden px-2"
            // The gestures are the page's own: no browser scrolling, zooming or selecting here.
            // Inline, as public.css is shared with the invite page, which has no room to spare.
            style={{ touchAction: "none", userSelect: "none" }}
            {...handlers}
          >
            <ScreenshotPicture
              shot={image}
              alt={`${image.title()}: ${image.caption()}`}
              draggable={false}
              pictureClassName="flex h-full max-w-full items-center justify-center"
              className="max-h-full w-auto max-w-full object-contain"
              // The separate translate and scale properties: the shorthand's name in this
              // folder would add a class to public.css, which the invite page shares.
              style={{ translate: `${view.x + dragX}px ${view.y}px`, scale: String(view.scale) }}
            />
          </div>
          <div className="flex items-center justify-between gap-2 p-3">
            <button
              type="button"
              className="btn btn-ghost text-white"
              disabled={index === 0}
              onClick={() => step(-1)}
            >
              {m.account_about_viewer_previous()}
            </button>
            <p className="text-center text-sm text-white/80">{image.caption()}</p>
            <button
              type="button"
              className="btn btn-ghost text-white"
              disabled={index === images.length - 1}
              onClick={() => step(1)}
            >
              {m.account_about_viewer_next()}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
