/**
 * What reads a QR code off the camera: the browser's own BarcodeDetector where it has one that
 * knows QR codes (Chrome on Android and macOS, Safari 17+ on some systems), else the `qr`
 * package's decoder, the same zero-dependency library that draws the app's QR codes, loaded
 * only when scanning starts (about 16 KB gzipped; /work/notes/38-D-facts.md). Chromium on Linux
 * has no BarcodeDetector, so the browser tests exercise the fallback.
 */

type Detected = { rawValue: string };
export type QrDetector = { detect(source: HTMLVideoElement): Promise<Detected[]> };
export type QrReader = { kind: "native" | "qr"; detector: QrDetector };

type DetectorClass = {
  new (options: { formats: string[] }): QrDetector;
  getSupportedFormats(): Promise<readonly string[]>;
};

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Native) return null;
  try {
    // Some browsers have the class but no QR format (or none at all, on a desktop without the
    // system's barcode service).
    const formats = await Native.getSupportedFormats();
    return formats.includes("qr_code") ? new Native({ formats: ["qr_code"] }) : null;
  } catch {
    return null;
  }
}

export async function qrReader(): Promise<QrReader> {
  const native = await nativeDetector();
  if (native) return { kind: "native", detector: native };
  // The package's BarcodeDetector ponyfill: the same detect() on a video element as the native one.
  const { BarcodeDetector } = await import("qr/decode.js");
  return { kind: "qr", detector: new BarcodeDetector({ formats: ["qr_code"] }) };
}
