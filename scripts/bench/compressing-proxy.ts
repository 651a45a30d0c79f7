import { createServer, type IncomingMessage, type Server } from "node:http";
import { connect } from "node:net";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/;

/**
 * Serves `target` on `port` with the compression Cloudflare's edge applies in production
 * (brotli, else gzip, for text types). `vite preview` serves files uncompressed, which would
 * make Lighthouse measure a page several times heavier than any visitor downloads. WebSocket
 * upgrades are piped through untouched.
 */
export function startCompressingProxy(port: number, target: URL): Promise<Server> {
  const server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (typeof value === "string" && name !== "host" && name !== "accept-encoding") {
        headers.set(name, value);
      }
    }
    const upstream = await fetch(new URL(req.url ?? "/", target), {
      method: req.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      redirect: "manual",
    });
    let body = Buffer.from(await upstream.arrayBuffer());
    const out: Record<string, string> = {};
    upstream.headers.forEach((value, name) => {
      if (!["content-length", "content-encoding", "transfer-encoding"].includes(name)) {
        out[name] = value;
      }
    });
    const accepts = String(req.headers["accept-encoding"] ?? "");
    if (COMPRESSIBLE.test(upstream.headers.get("content-type") ?? "") && body.length > 1024) {
      if (accepts.includes("br")) {
        body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
        out["content-encoding"] = "br";
      } else if (accepts.includes("gzip")) {
        body = gzipSync(body);
        out["content-encoding"] = "gzip";
      }
    }
    out["content-length"] = String(body.length);
    res.writeHead(upstream.status, out);
    res.end(body);
  });
  server.on("upgrade", (req, socket, head) => {
    const upstream = connect(Number(target.port), target.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
