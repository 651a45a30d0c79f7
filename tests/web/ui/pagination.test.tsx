import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Pagination, pageWindow } from "../../../web/components/ui/pagination";

describe("pageWindow", () => {
  it("shows every page when there are five or fewer", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("keeps the current page in the middle of five when it can", () => {
    expect(pageWindow(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });

  it("is empty when there are no pages", () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });
});

describe("Pagination", () => {
  it("renders nothing for a single page", () => {
    const { container } = render(<Pagination page={1} pageCount={1} onChange={() => {}} />);
    expect(container.innerHTML).toBe("");
  });

  it("marks the current page and reports the chosen one", async () => {
    const onChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onChange={onChange} />);
    expect(screen.getByRole("button", { name: "2페이지" }).getAttribute("aria-current")).toBe(
      "page",
    );
    await userEvent.click(screen.getByRole("button", { name: "3페이지" }));
    await userEvent.click(screen.getByRole("button", { name: "이전" }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it("speaks Korean: the navigation, previous, next and every numbered button", () => {
    render(<Pagination page={1} pageCount={3} onChange={() => {}} />);
    const nav = screen.getByRole("navigation", { name: "페이지 이동" });
    const names = [...nav.querySelectorAll("button")].map(
      (button) => button.getAttribute("aria-label") ?? button.textContent,
    );
    expect(names).toEqual(["이전", "1페이지", "2페이지", "3페이지", "다음"]);
  });

  it("disables previous on the first page and next on the last", () => {
    render(<Pagination page={1} pageCount={2} onChange={() => {}} />);
    expect(screen.getByRole("button", { name: "이전" })).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "다음" })).toHaveProperty("disabled", false);
  });
});
