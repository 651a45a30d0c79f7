import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponseStats } from "../../../web/features/organiser/components/responses/response-stats";
import { responsesCsv } from "../../../web/features/organiser/components/responses/responses-csv";
import { renderResponseList, statsOf } from "../../support/web/organiser";
import { adminResponse, csvCells } from "../../support/web/responses";

/**
 * Who came (decision 0043) on the organiser's responses page and in its CSV: each check-in's time
 * (on the event's clock) and who made it, and the count of people checked in against those
 * attending, guests included.
 */

const AT = "2026-12-19T01:02:00.000Z"; // 10:02 in Seoul
const came = adminResponse("홍길동", "attending", 2, {
  checked_in_at: AT,
  checked_in_by: "문지기",
});
const notYet = adminResponse("김민지", "attending");
// Checked in, then changed to 불참: on record, not counted.
const left = adminResponse("이서준", "not_attending", 0, {
  checked_in_at: AT,
  checked_in_by: "문지기",
});

describe("the check-in in the response list", () => {
  it("marks who came, when and by whom; those not checked in carry nothing", () => {
    renderResponseList([came, notYet, left]);
    const [first, second, third] = screen.getAllByTestId("response-item");
    const mark = within(first as HTMLElement).getByTestId("check-in-mark");
    expect(mark.textContent).toBe("입장 · 12월 19일 오전 10:02 · 문지기");
    expect(mark.className).toContain("badge-success");
    expect(within(second as HTMLElement).queryByTestId("check-in-mark")).toBeNull();
    // Kept, but muted: it no longer counts.
    expect(within(third as HTMLElement).getByTestId("check-in-mark").className).toContain(
      "badge-ghost",
    );
  });
});

describe("the check-in count in the stats", () => {
  it("reads '입장 3 / 참석 4명' once anyone came, guests included", () => {
    render(<ResponseStats stats={statsOf([came, notYet, left])} max={null} />);
    expect(screen.getByTestId("stat-checked-in").textContent).toBe("입장 3 / 참석 4명");
  });

  it("says nothing of the door before anyone came", () => {
    render(<ResponseStats stats={statsOf([notYet])} max={null} />);
    expect(screen.queryByTestId("stat-checked-in")).toBeNull();
  });
});

describe("the check-in in the CSV", () => {
  it("adds '입장 시각' on the event's clock and '입장 처리' (who), empty for those not checked in", () => {
    const [header, ...rows] = csvCells(responsesCsv([came, notYet], "Asia/Seoul"));
    expect(header?.slice(7)).toEqual(["입장 시각", "입장 처리"]);
    expect(rows.map((row) => [row[0], ...row.slice(7)])).toEqual([
      ["홍길동", "2026년 12월 19일 토 오전 10:02", "문지기"],
      ["김민지", "", ""],
    ]);
  });

  it("names the zone of the time's column when it is not Korea's", () => {
    const [header, row] = csvCells(responsesCsv([came], "Europe/Berlin"));
    expect(header?.[7]).toBe("입장 시각 (베를린 시간)");
    expect(row?.[7]).toBe("2026년 12월 19일 토 오전 2:02");
  });
});
