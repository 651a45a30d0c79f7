import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { acceptedLanguage, chooseLanguage, cookieLanguage, type Language } from "#i18n/language";
import { m } from "#messages";
import { LanguageSwitch } from "../../../web/i18n/language-switch";
import { readerLanguage } from "../../../web/i18n/reader-language";

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the switch set
  document.cookie = "lang=; Path=/; Max-Age=0";
});

describe("which language a reader gets", () => {
  it("takes the browser's first language we speak, by weight", () => {
    expect(acceptedLanguage("de-DE,de;q=0.9,en-GB;q=0.8,ko;q=0.7")).toBe("en");
    expect(acceptedLanguage("ko;q=0.5, en;q=0.9")).toBe("en");
    expect(acceptedLanguage("en;q=0, ko")).toBe("ko");
    expect(acceptedLanguage(["fr-FR", "ko-KR"])).toBe("ko");
    expect(acceptedLanguage("fr, de")).toBeNull();
    expect(acceptedLanguage(null)).toBeNull();
  });

  it("reads only the switch's cookie, and only a language we speak", () => {
    expect(cookieLanguage("theme=dark; lang=en")).toBe("en");
    expect(cookieLanguage("slang=en")).toBeNull();
    expect(cookieLanguage("lang=fr")).toBeNull();
  });

  it("puts the switch before the account, the account before the browser, the browser before the event", () => {
    expect(chooseLanguage({ cookie: "ko", account: "en", browser: "en", event: "en" })).toBe("ko");
    expect(chooseLanguage({ account: "en", browser: "ko", event: "ko" })).toBe("en");
    expect(chooseLanguage({ browser: "en", event: "ko" })).toBe("en");
    expect(chooseLanguage({ event: "en" })).toBe("en");
    expect(chooseLanguage({})).toBe("ko");
  });
});

describe("the language switch", () => {
  it("names each language in itself, each a plain link the Worker answers", () => {
    render(<LanguageSwitch />);
    expect(screen.getByRole("navigation", { name: m.common_language_switch() })).toBeTruthy();
    expect(screen.getByText("한국어").getAttribute("aria-current")).toBe("true");
    const english = screen.getByRole("link", { name: "English" });
    expect(english.getAttribute("href")).toBe("?lang=en");
    expect(english.getAttribute("lang")).toBe("en");
    expect(english.getAttribute("hreflang")).toBe("en");
  });

  it("signed in, keeps the choice on the account, in the cookie, and shows it", async () => {
    let saved: Language | null = null;
    render(
      <LanguageSwitch
        onChosen={async (language) => {
          saved = language;
        }}
      />,
    );
    await userEvent.click(screen.getByRole("link", { name: "English" }));
    expect(saved).toBe("en");
    expect(readerLanguage()).toBe("en");
    expect(document.cookie).toContain("lang=en");
    expect(document.documentElement.lang).toBe("en");
    expect(screen.getByText("English").getAttribute("aria-current")).toBe("true");
    expect(screen.getByRole("link", { name: "한국어" }).getAttribute("hreflang")).toBe("ko");
  });
});

describe("a built tree of one language (scripts/build/language-trees.ts)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    vi.resetModules();
  });

  it("shows another language by loading the page again, once the account has it", async () => {
    vi.stubEnv("MOIM_LANGUAGE", "ko");
    vi.resetModules();
    const tree = await import("../../../web/i18n/reader-language");
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
    let keep!: () => void;
    const saving = new Promise<void>((resolve) => {
      keep = resolve;
    });
    tree.chooseReaderLanguage("en", saving);
    // The words stay Korean until the page loads again in the English tree.
    expect(tree.readerLanguage()).toBe("ko");
    expect(document.cookie).toContain("lang=en");
    await Promise.resolve();
    expect(reload).not.toHaveBeenCalled();
    keep();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});
