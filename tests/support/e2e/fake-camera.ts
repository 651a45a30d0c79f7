import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import encodeQR from "qr";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "../../../scripts/chromium";

/**
 * A camera for the door's QR scanner: Chromium reads a Y4M file as its fake camera
 * (`--use-file-for-fake-video-capture`) and loops it. The file is made here from the text's QR
 * code, drawn with the `qr` encoder black on white in the middle of a grey frame, as a phone
 * held up at the door shows it. Grey frames only: the chroma planes are flat.
 */
const WIDTH = 640;
const HEIGHT = 480;
const FRAMES = 10;

/** Writes the Y4M of `text`'s QR code into `dir`; answers its path. */
export async function qrCameraFile(text: string, dir: string): Promise<string> {
  const modules = encodeQR(text, "raw", { ecc: "medium", border: 4 });
  const scale = Math.floor((HEIGHT * 0.8) / modules.length);
  const size = modules.length * scale;
  const left = Math.floor((WIDTH - size) / 2);
  const top = Math.floor((HEIGHT - size) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, 0x60);
  for (let y = 0; y < size; y++) {
    const row = modules[Math.floor(y / scale)] as boolean[];
    for (let x = 0; x < size; x++) {
      luma[(top + y) * WIDTH + left + x] = row[Math.floor(x / scale)] ? 0x10 : 0xeb;
    }
  }
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 0x80);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const path = join(dir, "door-camera.y4m");
  await writeFile(path, Buffer.concat([header, ...Array.from({ length: FRAMES }, () => frame)]));
  return path;
}

/**
 * A browser of its own whose camera shows the file (the runner's browser has none): the camera
 * is granted without asking, as a door phone that allowed it once.
 */
export const browserWithCamera = (file: string) =>
  chromium.launch({
    executablePath: HEADLESS_SHELL_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
