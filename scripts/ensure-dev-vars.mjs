// Creates .dev.vars from .dev.vars.example on a fresh clone, so local runs are in local mode, and
// gives this machine its own VAPID key pair for push notifications when .dev.vars has none.
import { appendFileSync, copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { makeVapidKeys } from "./push/vapid-keys.mjs";

if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("Created .dev.vars from .dev.vars.example (local development settings).");
}

const vars = readFileSync(".dev.vars", "utf8");
const has = (name) => new RegExp(`^${name}=\\S+`, "m").test(vars);
if (!has("VAPID_PUBLIC_KEY") || !has("VAPID_PRIVATE_KEY")) {
  const { publicKey, privateKey } = await makeVapidKeys();
  // Empty entries (from the example) are replaced; missing ones (an older .dev.vars) added.
  const kept = vars.replace(/^VAPID_(PUBLIC|PRIVATE)_KEY=.*\n?/gm, "");
  writeFileSync(".dev.vars", kept.endsWith("\n") || kept === "" ? kept : `${kept}\n`);
  appendFileSync(".dev.vars", `VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\n`);
  console.log("Wrote a new VAPID key pair into .dev.vars (push notifications on this machine).");
}
