import { readFileSync } from "node:fs";
import type { Plugin } from "vite";
import { headersFile } from "../../worker/security-policy.ts";

/**
 * Writes the assets layer's `_headers` file into the client build. The SPA's CSP names the
 * feedback form's origin (/bug-report frames it), so it is read from wrangler.toml's
 * FEEDBACK_FORM_URL when the app is built (or from the environment, which wins).
 */
export function assetsHeadersFile(): Plugin {
  return {
    name: "moim:assets-headers-file",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle() {
      this.emitFile({
        type: "asset",
        fileName: "_headers",
        source: headersFile(process.env.FEEDBACK_FORM_URL ?? feedbackFormUrlOf("wrangler.toml")),
      });
    },
  };
}

function feedbackFormUrlOf(configPath: string): string | undefined {
  const match = /^\s*FEEDBACK_FORM_URL\s*=\s*"([^"]*)"/m.exec(readFileSync(configPath, "utf8"));
  return match?.[1] || undefined;
}
