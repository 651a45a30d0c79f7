import { describe, expect, it } from "vitest";
import { eventStatus } from "../../../web/lib/event-status";

/** The badge follows the rule by which the room closes responses (contract/response-rules.ts). */
describe("an event's status badge", () => {
  const withDeadline = {
    event_date: "2030-04-20T02:00:00.000Z",
    deadline_date: "2030-04-19T15:00:00.000Z",
  };
  const withoutDeadline = { ...withDeadline, deadline_date: null };
  const at = (event: typeof withDeadline | typeof withoutDeadline, iso: string) =>
    eventStatus(event, Date.parse(iso));

  it("is 진행중 up to the deadline and 마감됨 in red after it, the event begun or not", () => {
    expect(at(withDeadline, "2030-04-19T15:00:00.000Z")).toEqual({
      label: "진행중",
      tone: "success",
    });
    expect(at(withDeadline, "2030-04-19T15:00:00.001Z")).toEqual({
      label: "마감됨",
      tone: "error",
    });
    expect(at(withDeadline, "2030-04-21T00:00:00.000Z").label).toBe("마감됨");
  });

  it("without a deadline, is 진행중 until the event begins and 종료됨 in gray after", () => {
    expect(at(withoutDeadline, "2030-04-20T02:00:00.000Z").label).toBe("진행중");
    expect(at(withoutDeadline, "2030-04-20T02:00:00.001Z")).toEqual({
      label: "종료됨",
      tone: "neutral",
    });
  });
});
