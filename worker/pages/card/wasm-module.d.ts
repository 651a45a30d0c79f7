/** Cloudflare's module rules import a .wasm file as a compiled module (Vite plugin and wrangler alike). */
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
