import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AttendanceRateView } from "../../../web/features/organiser/components/participants/attendance-rate-view";

const person = { name: "대기자", attending_count: 0, not_attending_count: 0, maybe_count: 0 };

describe("AttendanceRateView", () => {
  it("shows a gray '-' that says 대기만 있음, and no bar, for someone only waiting", () => {
    const { container } = render(<AttendanceRateView person={{ ...person, attendance_rate: 0 }} />);
    expect(container.textContent).toBe("- 대기만 있음");
    expect(container.textContent).not.toContain("0.0%");
    expect(container.querySelector("[title]")?.getAttribute("title")).toBe(
      "대기 명단에만 있어 참석률을 계산하지 않습니다",
    );
    expect(container.querySelector(".text-error")).toBeNull();
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("shows a real 0 % in red with its bar for someone who answered no", () => {
    render(
      <AttendanceRateView person={{ ...person, not_attending_count: 1, attendance_rate: 0 }} />,
    );
    expect(screen.getByText("0.0%").className).toContain("text-error");
    expect(screen.getByRole("progressbar", { name: "대기자 참석률" })).toBeTruthy();
  });

  it("shows someone who only answered '미정' in gray, saying so: no decision is not a no", () => {
    const { container } = render(
      <AttendanceRateView person={{ ...person, maybe_count: 2, attendance_rate: 0 }} />,
    );
    expect(container.textContent).toBe("0.0% 미정만 있음");
    expect(screen.getByText("0.0%").className).toContain("text-base-content/70");
    expect(container.querySelector(".text-error, .progress-error")).toBeNull();
    expect(screen.getByRole("progressbar").dataset.tone).toBe("neutral");
  });

  it("colours a rate once there is a decision beside a '미정'", () => {
    render(
      <AttendanceRateView
        person={{ ...person, maybe_count: 1, not_attending_count: 1, attendance_rate: 0 }}
      />,
    );
    expect(screen.getByText("0.0%").className).toContain("text-error");
    expect(screen.queryByText("미정만 있음")).toBeNull();
  });
});
