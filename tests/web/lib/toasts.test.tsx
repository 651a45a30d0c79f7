import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../../../web/components/ui/toaster";
import { toast } from "../../../web/lib/toasts";

describe("toasts", () => {
  afterEach(() => {
    vi.runOnlyPendingTimers();
    vi.useRealTimers();
  });

  it("show at most three at once, the newest ones, with the spec's titles", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success("first");
      toast.error("second");
      toast.success("third");
      toast.error("fourth");
    });
    expect(screen.queryByText("first")).toBeNull();
    expect(screen.getByText("fourth")).toBeTruthy();
    expect(screen.getAllByText("Success!")).toHaveLength(1);
    expect(screen.getAllByText("Something went wrong!")).toHaveLength(2);
  });

  it("go away by themselves", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast.success("short-lived"));
    expect(screen.getByText("short-lived")).toBeTruthy();
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByText("short-lived")).toBeNull();
  });
});
