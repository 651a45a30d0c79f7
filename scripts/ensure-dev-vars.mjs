// Creates .dev.vars from .dev.vars.example on a fresh clone, so local runs are in local mode.
import { copyFileSync, existsSync } from "node:fs";

if (!existsSync(".dev.vars")) {
  copyFileSync(".dev.vars.example", ".dev.vars");
  console.log("Created .dev.vars from .dev.vars.example (local development settings).");
}
