import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERRORS } from "#contract/error-codes";
import { FIELD_PROBLEMS } from "#contract/field-problems";
import { ApiError } from "../../../web/lib/error-detail";
import { ERROR_TEXT, errorText, FIELD_PROBLEM_TEXT, statusText } from "../../../web/lib/error-text";
import { ACCOUNT_CODES, EVENT_CODES, isKnownCode } from "../../../web/lib/known-codes";
import { refusalOf } from "../../support/web/refusals";

const HANGUL = /[\uAC00-\uD7A3]/;

describe("the codes the web app knows", () => {
  it("are the contract's closed set, each either an account code or an event code", () => {
    const listed = [...ACCOUNT_CODES, ...EVENT_CODES];
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(isKnownCode(code)).toBe(true);
    expect(isKnownCode("made_up")).toBe(false);
  });
});

describe("the Korean table (decision 0011)", () => {
  it("words every code of the closed set that an event screen or invite page can meet", () => {
    const accountOnly = new Set<string>(ACCOUNT_CODES);
    for (const code of ERROR_CODES) {
      if (accountOnly.has(code)) {
        expect(Object.hasOwn(ERROR_TEXT, code), `${code} is an account code`).toBe(false);
        continue;
      }
      expect(Object.hasOwn(ERROR_TEXT, code), `${code} has no Korean`).toBe(true);
      const text = errorText(refusalOf(code));
      expect(text, code).toMatch(HANGUL);
      expect(text, code).not.toContain(ERRORS[code].detail);
    }
  });

  it("words every problem of the response rules", () => {
    for (const code of Object.keys(FIELD_PROBLEMS)) {
      expect(FIELD_PROBLEM_TEXT[code as keyof typeof FIELD_PROBLEMS], code).toMatch(HANGUL);
    }
  });

  it("uses the spec's sentences where it gives them", () => {
    expect(errorText(refusalOf("deadline_passed"))).toBe("응답 마감시간이 지났습니다.");
    expect(errorText(refusalOf("event_ended"))).toBe("이미 끝난 모임이라 응답을 받지 않습니다.");
    expect(errorText(refusalOf("response_exists"))).toBe("이미 등록된 이름입니다.");
    expect(errorText(refusalOf("event_full"))).toBe("최대 참석자 수에 도달했습니다.");
    expect(errorText(refusalOf("invalid_credentials"))).toBe("비밀번호가 올바르지 않습니다.");
    expect(FIELD_PROBLEM_TEXT.password_too_short).toBe("비밀번호는 최소 4자 이상이어야 합니다.");
    expect(FIELD_PROBLEM_TEXT.password_too_long).toBe("비밀번호는 최대 20자까지 가능합니다.");
  });

  it("tells a locked-out invitee how many minutes to wait, rounded up", () => {
    expect(errorText(refusalOf("response_locked", 900))).toContain("15분 뒤에 다시 시도해주세요.");
    expect(errorText(refusalOf("response_locked", 61))).toContain("2분 뒤에");
    expect(errorText(refusalOf("response_locked", 5))).toContain("1분 뒤에");
    expect(errorText(refusalOf("response_locked"))).toContain("잠시 후 다시 시도해주세요.");
  });

  it("never shows the server's English, even for a detail it does not know", () => {
    const odd = new ApiError(400, "Some new English sentence", {
      detail: "Some new English sentence",
    });
    expect(errorText(odd)).toBe("요청을 처리하지 못했습니다.");
  });
});

describe("without a code (an older server)", () => {
  it("falls back on the status", () => {
    expect(statusText(0)).toBe("네트워크 오류가 발생했습니다. 연결을 확인해주세요.");
    expect(statusText(401)).toBe("로그인이 필요합니다.");
    expect(statusText(403)).toBe("권한이 없습니다.");
    expect(statusText(404)).toBe("요청한 정보를 찾을 수 없습니다.");
    expect(statusText(422)).toBe("입력한 정보를 확인해주세요.");
    expect(statusText(500)).toBe("서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.");
    expect(statusText(502)).toBe(statusText(500));
    expect(errorText(new ApiError(404, "Event not found", { detail: "Event not found" }))).toBe(
      "요청한 정보를 찾을 수 없습니다.",
    );
    expect(errorText(new TypeError("Failed to fetch"))).toBe(statusText(0));
  });

  it("ignores a code outside the closed set", () => {
    const unknown = new ApiError(409, null, { detail: "x", code: "something_new" });
    expect(errorText(unknown)).toBe(statusText(409));
  });
});
