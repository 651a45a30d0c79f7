import { describe, expect, it } from "vitest";
import { ERRORS } from "#contract/error-codes";
import { ERROR_TEXT, errorText, FIELD_PROBLEM_TEXT, statusText } from "../../../web/lib/error-text";
import { eventStatus } from "../../../web/lib/event-status";
import { networkErrorText } from "../../../web/lib/network-text";
import { promotionText } from "../../../web/lib/promotion-text";
import { offerLabel, STATUS_LABELS, statusLabel } from "../../../web/lib/response-status";
import { readIn } from "../../support/web/language";
import { refusalOf } from "../../support/web/refusals";

const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7a3]/;

describe("the web app's shared words in English", () => {
  it("word every refusal an event screen or invite page meets, never with the server's detail", () => {
    readIn("en");
    for (const code of Object.keys(ERROR_TEXT) as (keyof typeof ERROR_TEXT)[]) {
      for (const retryAfter of [null, 90]) {
        const text = errorText(refusalOf(code, retryAfter));
        expect(text, code).not.toMatch(HANGUL);
        expect(text, code).not.toBe(ERRORS[code].detail);
        expect(text.length, code).toBeGreaterThan(0);
      }
    }
    expect(errorText(refusalOf("deadline_passed"))).toBe("The response deadline has passed.");
  });

  it("say how long to wait, in minutes rounded up, one minute or several", () => {
    readIn("en");
    expect(errorText(refusalOf("response_locked", 900))).toContain("Try again in 15 minutes.");
    expect(errorText(refusalOf("response_locked", 5))).toContain("Try again in 1 minute.");
    expect(errorText(refusalOf("response_locked"))).toContain("Try again in a moment.");
    expect(statusText(429, 120)).toBe("Too many requests. Try again in 2 minutes.");
  });

  it("word the statuses of an older server and a call that got no reply", () => {
    readIn("en");
    expect(statusText(0)).toBe("Network error. Please check your connection.");
    expect(networkErrorText()).toBe(statusText(0));
    expect(errorText(new TypeError("Failed to fetch"))).toBe(statusText(0));
    for (const status of [400, 401, 403, 404, 409, 413, 422, 429, 500, 502]) {
      expect(statusText(status), String(status)).not.toMatch(HANGUL);
    }
  });

  it("word the response rules' problems with their limits", () => {
    readIn("en");
    for (const [problem, text] of Object.entries(FIELD_PROBLEM_TEXT)) {
      expect(text, problem).not.toMatch(HANGUL);
    }
    expect(FIELD_PROBLEM_TEXT.password_too_short).toBe("A password needs at least 4 characters.");
    expect(FIELD_PROBLEM_TEXT.password_too_long).toBe("A password can be at most 20 characters.");
  });

  it("name the statuses, an event's badge, an open offer and who got a freed seat", () => {
    readIn("en");
    expect(Object.values(STATUS_LABELS)).toEqual([
      "Attending",
      "Not attending",
      "Maybe",
      "Waiting",
      "Seat offered",
    ]);
    expect(statusLabel({ status: "not_attending", offer_lapsed_at: "2026-03-05T06:00:00Z" })).toBe(
      "Offer lapsed",
    );
    const event = { event_date: "2030-04-20T02:00:00.000Z", deadline_date: null };
    expect(eventStatus(event, Date.parse("2030-04-19T00:00:00Z"))).toEqual({
      label: "Open",
      tone: "success",
    });
    expect(eventStatus(event, Date.parse("2030-04-21T00:00:00Z")).label).toBe("Ended");
    expect(offerLabel("2026-03-05T06:00:00Z", "Asia/Seoul")).toBe(
      "Seat offered · until Mar 5, 3:00 PM",
    );
    expect(offerLabel(null)).toBe("Seat offered");
    expect(promotionText(["Minji"], ["Haneul", "Seojun"])).toBe(
      "Minji moved from the waiting list to attending. Offered a seat to Haneul, Seojun.",
    );
  });

  it("go back to Korean with the reader, read anew each time they are shown", () => {
    readIn("en");
    expect(STATUS_LABELS.attending).toBe("Attending");
    readIn("ko");
    expect(STATUS_LABELS.attending).toBe("참석");
    expect(FIELD_PROBLEM_TEXT.email_invalid).toBe("이메일 주소를 확인해 주세요.");
    expect(networkErrorText()).toBe("네트워크 오류가 발생했습니다. 연결을 확인해주세요.");
  });
});
