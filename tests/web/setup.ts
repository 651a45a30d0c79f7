import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach } from "vitest";
import { showLanguage } from "../../web/i18n/reader-language";

// happy-dom's browser reads en-US: every test starts in Korean, the default, unless it asks
// for another language (tests/support/web/language.ts).
beforeEach(() => showLanguage("ko"));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
