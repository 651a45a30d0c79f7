import { useEffect, useRef } from "react";
import { SCREENSHOT_SIZE, type Screenshot } from "./screenshots";

type ImageViewerProps = {
  images: Screenshot[];
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
};

/** A full-screen view of one screenshot; the close button and Escape both close it. */
export function ImageViewer({ images, index, onIndexChange, onClose }: ImageViewerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const image = index === null ? null : images[index];

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (index !== null && !dialog.open) dialog.showModal();
    if (index === null && dialog.open) dialog.close();
  }, [index]);

  return (
    <dialog
      ref={ref}
      aria-label={image ? `${image.title} 화면 크게 보기` : "화면 크게 보기"}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-black p-0 text-white backdrop:bg-black/80"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {image && index !== null && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-2 p-3">
            <p className="font-semibold">
              {image.title}{" "}
              <span className="text-sm font-normal text-white/70">
                {index + 1} / {images.length}
              </span>
            </p>
            <button
              type="button"
              className="btn btn-circle btn-ghost text-white"
              aria-label="닫기"
              onClick={onClose}
            >
              <span aria-hidden="true" className="text-xl">
                ✕
              </span>
            </button>
          </div>
          <div className="flex min-h-0 flex-1 items-center justify-center px-2">
            <img
              src={image.src}
              alt={`${image.title}: ${image.caption}`}
              width={SCREENSHOT_SIZE.width}
              height={SCREENSHOT_SIZE.height}
              className="max-h-full w-auto max-w-full object-contain"
            />
          </div>
          <div className="flex items-center justify-between gap-2 p-3">
            <button
              type="button"
              className="btn btn-ghost text-white"
              disabled={index === 0}
              onClick={() => onIndexChange(index - 1)}
            >
              ‹ 이전
            </button>
            <p className="text-center text-sm text-white/80">{image.caption}</p>
            <button
              type="button"
              className="btn btn-ghost text-white"
              disabled={index === images.length - 1}
              onClick={() => onIndexChange(index + 1)}
            >
              다음 ›
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
