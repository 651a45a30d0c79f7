import { cloudflare } from "@cloudflare/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// One config for the SPA and the Worker: `vite` (dev, HMR), `vite build`, `vite preview`
// (the built app in workerd). The Worker's entry and bindings come from wrangler.toml.
export default defineConfig({
  plugins: [react(), tailwindcss(), cloudflare({ configPath: "./wrangler.toml" })],
  server: { port: Number(process.env.PORT ?? 8787), strictPort: true },
  preview: { port: Number(process.env.PORT ?? 8787), strictPort: true },
});
