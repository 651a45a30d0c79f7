import { describe, expect, it } from "vitest";
import { applyTheme, setTheme } from "../../../web/lib/theme";

const root = document.documentElement;

describe("the colour mode on the page root", () => {
  it("switches class and daisyUI theme together, and keeps the user's choice", () => {
    setTheme("dark");
    expect([...root.classList]).toContain("dark");
    expect(root.classList.contains("light")).toBe(false);
    expect(root.dataset.theme).toBe("moim-dark");
    expect(localStorage.getItem("theme")).toBe("dark");
    setTheme("light");
    expect(root.classList.contains("dark")).toBe(false);
    expect([...root.classList]).toContain("light");
    expect(root.dataset.theme).toBe("moim-light");
  });

  it("leaves the root untouched when it already shows the mode (no restyle of the page)", async () => {
    applyTheme("dark");
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(root, { attributes: true });
    applyTheme("dark");
    await Promise.resolve();
    observer.disconnect();
    expect(changes).toEqual([]);
  });
});
