import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { showLanguage } from "../../web/i18n/reader-language";

afterEach(() => {
  cleanup();
  localStorage.clear();
  showLanguage("ko");
});
