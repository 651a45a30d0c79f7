import { type TouchEvent, useRef, useState } from "react";
import { m } from "#messages";
import { ImageViewer } from "./image-viewer";
import { ScreenshotPicture } from "./screenshot-picture";
import { SCREENSHOTS } from "./screenshots";
import { isTap, type TouchPoint } from "./tap";

/** The click a touch leaves behind arrives within this long; the touch has already decided. */
const GHOST_CLICK_MS = 800;

/**
 * Real screens of the app. On a phone they scroll sideways and a tap opens the full-screen
 * viewer (a swipe only scrolls); with a mouse or keyboard, a click opens it.
 */
export function ScreenshotGallery() {
  const [open, setOpen] = useState<number | null>(null);
  const touchStart = useRef<TouchPoint | null>(null);
  const lastTouchEnd = useRef(0);

  const pointOf = (event: TouchEvent): TouchPoint => {
    const touch = event.changedTouches[0];
    return { x: touch.clientX, y: touch.clientY, time: event.timeStamp };
  };

  return (
    <>
      <ul
        className="-mx-4 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 md:mx-0 md:grid md:grid-cols-2 md:overflow-visible md:px-0"
        aria-label={m.account_about_gallery_title()}
      >
        {SCREENSHOTS.map((shot, index) => (
          <li key={shot.src} className="w-[80%] shrink-0 snap-center md:w-auto">
            <figure className="flex flex-col gap-2">
              <button
                type="button"
                className="block overflow-hidden rounded-box border border-base-300 bg-base-200 shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-primary"
                aria-label={m.account_about_shot_enlarge({ title: shot.title() })}
                onTouchStart={(event) => {
                  touchStart.current = pointOf(event);
                }}
                onTouchEnd={(event) => {
                  lastTouchEnd.current = Date.now();
                  const start = touchStart.current;
                  touchStart.current = null;
                  if (start && isTap(start, pointOf(event))) setOpen(index);
                }}
                onClick={() => {
                  if (Date.now() - lastTouchEnd.current > GHOST_CLICK_MS) setOpen(index);
                }}
              >
                <ScreenshotPicture
                  shot={shot}
                  alt={m.account_about_shot_image({ title: shot.title() })}
                  // The first screenshot is in a phone's first screen (often its largest
                  // element): load it with the page; the rest when scrolled to.
                  loading={index === 0 ? "eager" : "lazy"}
                  fetchPriority={index === 0 ? "high" : "auto"}
                  decoding="async"
                  className="block h-auto w-full"
                  draggable={false}
                />
              </button>
              <figcaption className="px-1">
                <span className="font-semibold">{shot.title()}</span>
                <span className="block text-sm text-base-content/70">{shot.caption()}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <ImageViewer
        images={SCREENSHOTS}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
