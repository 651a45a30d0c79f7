import type { ImgHTMLAttributes } from "react";
import {
  LAPTOP_MEDIA,
  PHONE_MEDIA,
  PHONE_SCREENSHOT_SIZE,
  SCREENSHOT_SIZE,
  type Screenshot,
} from "./screenshots";

type ScreenshotPictureProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  "src" | "width" | "height" | "alt"
> & { shot: Screenshot; alt: string; pictureClassName?: string };

/**
 * One screenshot, the phone-sized one on phones and the laptop one elsewhere: the browser
 * downloads only the one it shows. Each source carries its own size, so the space is kept
 * before the image arrives whichever is chosen. The picture is a block (or what the caller
 * gives it), so the image's percentages have a box to refer to.
 */
export function ScreenshotPicture({
  shot,
  alt,
  pictureClassName = "block",
  ...img
}: ScreenshotPictureProps) {
  return (
    <picture className={pictureClassName}>
      <source
        media={PHONE_MEDIA}
        srcSet={shot.phoneSrc}
        width={PHONE_SCREENSHOT_SIZE.width}
        height={PHONE_SCREENSHOT_SIZE.height}
      />
      <source
        media={LAPTOP_MEDIA}
        srcSet={shot.src}
        width={SCREENSHOT_SIZE.width}
        height={SCREENSHOT_SIZE.height}
      />
      <img
        src={shot.src}
        alt={alt}
        width={SCREENSHOT_SIZE.width}
        height={SCREENSHOT_SIZE.height}
        {...img}
      />
    </picture>
  );
}
