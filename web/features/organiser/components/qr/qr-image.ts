/** A QR symbol as rows of dark (true) and light modules, quiet zone included. */
export type QrModules = boolean[][];

/** Loads the encoder only when a QR code is first asked for, so no other page carries it. */
export async function encodeQr(text: string): Promise<QrModules> {
  const { default: encodeQR } = await import("qr");
  return encodeQR(text, "raw", { ecc: "medium", border: 4 });
}

/** Black on an explicit white ground: a transparent one would vanish on the dark theme. */
export function qrSvg(modules: QrModules): string {
  const size = modules.length;
  let path = "";
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}

export const svgDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A PNG with whole pixels per module, large enough to print sharply. */
export function qrPng(modules: QrModules, pixelsPerModule = 16): Promise<Blob> {
  const size = modules.length * pixelsPerModule;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext("2d");
  if (!context) return Promise.reject(new Error("Canvas is not available"));
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size, size);
  context.fillStyle = "#000";
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark)
        context.fillRect(
          x * pixelsPerModule,
          y * pixelsPerModule,
          pixelsPerModule,
          pixelsPerModule,
        );
    });
  });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("PNG export failed"))),
      "image/png",
    ),
  );
}
