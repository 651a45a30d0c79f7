import { describe, expect, it } from "vitest";
import { ruleAtTime, ruleWords } from "../../../../web/features/organiser/series/rule-words";

/** A Tuesday evening in Seoul: 2030-01-15 19:30 (KST), the third Tuesday of its month. */
const TUESDAY = { iso: "2030-01-15T10:30:00.000Z", zone: "Asia/Seoul" };

describe("a series' rule in words", () => {
  it.each([
    ["FREQ=WEEKLY;BYDAY=TU", "매주 화요일", "Every Tuesday"],
    ["FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "격주 화요일", "Every other Tuesday"],
    ["FREQ=WEEKLY;INTERVAL=3;BYDAY=SA", "3주마다 토요일", "Every 3 weeks on Saturday"],
    [
      "FREQ=WEEKLY;BYDAY=MO,WE,FR",
      "매주 월요일, 수요일 및 금요일",
      "Every Monday, Wednesday, and Friday",
    ],
    ["FREQ=MONTHLY;BYDAY=2TU", "매월 둘째 주 화요일", "Second Tuesday of every month"],
    ["FREQ=MONTHLY;BYDAY=1SU", "매월 첫째 주 일요일", "First Sunday of every month"],
    ["FREQ=MONTHLY;BYDAY=-1FR", "매월 마지막 주 금요일", "Last Friday of every month"],
    [
      "FREQ=MONTHLY;INTERVAL=2;BYDAY=3TH",
      "격월 셋째 주 목요일",
      "Third Thursday of every other month",
    ],
    ["FREQ=MONTHLY;BYMONTHDAY=15", "매월 15일", "Monthly on the 15th"],
    ["FREQ=MONTHLY;BYMONTHDAY=1", "매월 1일", "Monthly on the 1st"],
    ["FREQ=MONTHLY;BYMONTHDAY=22", "매월 22일", "Monthly on the 22nd"],
    ["FREQ=MONTHLY;BYMONTHDAY=3", "매월 3일", "Monthly on the 3rd"],
    ["FREQ=MONTHLY;BYMONTHDAY=-1", "매월 말일", "Monthly on the last day"],
    ["FREQ=MONTHLY;BYMONTHDAY=1,15", "매월 1일 및 15일", "Monthly on the 1st and 15th"],
    ["FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=10", "3개월마다 10일", "Every 3 months on the 10th"],
  ])("%s reads '%s' and '%s'", (rule, korean, english) => {
    expect(ruleWords(rule, "ko")).toBe(korean);
    expect(ruleWords(rule, "en")).toBe(english);
  });

  it("takes a rule without its day from the first date, on the event's clock", () => {
    // 10:30 UTC is already Tuesday evening in Seoul, and still Tuesday in UTC; 16:00 UTC on the
    // 14th (Monday) is Tuesday 01:00 in Seoul.
    const lateMonday = { iso: "2030-01-14T16:00:00.000Z", zone: "Asia/Seoul" };
    expect(ruleWords("FREQ=WEEKLY", "ko", { start: lateMonday })).toBe("매주 화요일");
    expect(ruleWords("FREQ=MONTHLY", "en", { start: lateMonday })).toBe("Monthly on the 15th");
    expect(ruleWords("FREQ=WEEKLY;INTERVAL=2", "ko")).toBe("격주");
  });

  it("says how the rule ends when asked", () => {
    expect(ruleWords("FREQ=WEEKLY;BYDAY=TU;COUNT=10", "ko", { withEnd: true })).toBe(
      "매주 화요일, 10회",
    );
    expect(ruleWords("FREQ=WEEKLY;BYDAY=TU;COUNT=1", "en", { withEnd: true })).toBe(
      "Every Tuesday, once",
    );
    expect(
      ruleWords("FREQ=MONTHLY;BYDAY=2TU;UNTIL=20300630", "ko", { withEnd: true, start: TUESDAY }),
    ).toBe("매월 둘째 주 화요일, 2030년 6월 30일까지");
    expect(
      ruleWords("FREQ=MONTHLY;BYDAY=2TU;UNTIL=20300630", "en", { withEnd: true, start: TUESDAY }),
    ).toBe("Second Tuesday of every month, until Jun 30, 2030");
    expect(ruleWords("FREQ=WEEKLY;BYDAY=TU;COUNT=10", "ko")).toBe("매주 화요일");
  });

  it("puts the time of day on the event's clock beside the rule", () => {
    expect(ruleAtTime("FREQ=WEEKLY;BYDAY=TU", TUESDAY, "ko")).toBe("매주 화요일 오후 7:30");
    expect(ruleAtTime("FREQ=WEEKLY;BYDAY=TU", TUESDAY, "en")).toBe("Every Tuesday at 7:30 PM");
  });

  it("says so of a rule it cannot read, rather than showing the RRULE", () => {
    expect(ruleWords("FREQ=DAILY", "ko")).toBe("읽을 수 없는 반복 규칙");
    expect(ruleWords("FREQ=DAILY", "en")).toBe("An unreadable rule");
  });
});
