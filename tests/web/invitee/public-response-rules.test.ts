import { describe, expect, it } from "vitest";
import { FIELD_PROBLEMS } from "#contract/field-problems";
import { type FieldProblem, statusChoices } from "#contract/response-rules";
import { SIMPLE_PAGE_WORDING } from "../../../web/features/invitee/components/simple-participants-page";
import {
  EMPTY_FORM,
  labelledChoices,
  offeredStatus,
} from "../../../web/features/invitee/public-response-rules";
import { checkAnswers } from "../../../web/features/invitee/sending/answer-request";
import {
  checkProblem,
  formCheck,
  problemField,
  refusalProblem,
} from "../../../web/features/invitee/sending/response-checks";
import { successMessage } from "../../../web/features/invitee/sending/success-message";
import { waitingPosition } from "../../../web/features/invitee/waiting-position";
import { ApiError } from "../../../web/lib/error-detail";

/** A refusal as the API client makes it from a body with a code (and for 422, issues). */
const refusal = (status: number, body: unknown, retryAfter: number | null = null) =>
  new ApiError(status, null, body, retryAfter);

describe("the form's own checks (worker/contract/response-rules.ts)", () => {
  const event = {
    allow_duplicate: false,
    guest_list: "names",
    responses: [{ name: "Minji" }, { name: "김철수" }],
  } as never;
  const check = (name: string, password: string, mode: "new" | "edit" | "delete" = "new") =>
    formCheck({ name, password }, mode, event);
  const text = (name: string, password: string) => {
    const code = check(name, password);
    return code && checkProblem(code).text;
  };

  it("asks for a name and a password, marking the one that is missing", () => {
    expect(text("", "abcd")).toBe("이름과 비밀번호를 입력해주세요.");
    expect(text("  ", "")).toBe("이름과 비밀번호를 입력해주세요.");
    expect(check("", "")).toBe("name_required");
    expect(check("영희", "")).toBe("password_required");
    expect(checkProblem("name_required").field).toBe("name");
    expect(checkProblem("password_required").field).toBe("password");
  });

  it("words the simple page's 'required' its own way", () => {
    expect(checkProblem("name_required", SIMPLE_PAGE_WORDING).text).toBe(
      "이름과 비밀번호를 입력하세요.",
    );
    expect(checkProblem("password_too_short", SIMPLE_PAGE_WORDING).text).toBe(
      "비밀번호는 최소 4자 이상이어야 합니다.",
    );
  });

  it("holds passwords to 4 to 20 characters, with the spec's words", () => {
    expect(text("영희", "abc")).toBe("비밀번호는 최소 4자 이상이어야 합니다.");
    expect(text("영희", "a".repeat(21))).toBe("비밀번호는 최대 20자까지 가능합니다.");
    expect(check("영희", "a".repeat(20))).toBeNull();
  });

  it("checks the message only when one is sent", () => {
    const long = { ...EMPTY_FORM, name: "영희", password: "abcd", message: "가".repeat(501) };
    expect(checkAnswers(long, "new", event)).toMatchObject({
      code: "message_too_long",
      field: "message",
    });
    const listed = { ...(event as object), responses: [{ name: "영희" }] } as never;
    expect(checkAnswers(long, "delete", listed)).toBeNull();
  });

  it("checks a new password on a change only, marking it rather than the password", () => {
    const renewed = { ...EMPTY_FORM, name: "Minji", password: "abcd", new_password: "abc" };
    expect(checkAnswers(renewed, "edit", event)).toMatchObject({
      code: "password_too_short",
      field: "new_password",
    });
    expect(checkAnswers(renewed, "delete", event)).toBeNull();
    expect(checkAnswers({ ...renewed, new_password: "abcde" }, "edit", event)).toBeNull();
  });

  it("compares names with the list case-insensitively", () => {
    expect(check(" minji ", "abcd")).toBe("name_taken");
    expect(checkProblem("name_taken").text).toMatch(/^이미 등록된 이름입니다/);
    expect(
      formCheck({ name: "MINJI", password: "abcd" }, "new", {
        ...(event as object),
        allow_duplicate: true,
      } as never),
    ).toBeNull();
    expect(check("minji", "abcd", "edit")).toBeNull();
    expect(check("영희", "abcd", "edit")).toBe("name_unknown");
    expect(check("영희", "abcd", "delete")).toBe("name_unknown");
    expect(checkProblem("name_unknown")).toEqual({
      text: "등록되지 않은 이름입니다. 이름을 다시 확인해주세요.",
      field: "name",
      code: "name_unknown",
    });
  });
});

describe("the field a problem marks", () => {
  it("is the rule module's field for every field problem", () => {
    for (const [code, { field }] of Object.entries(FIELD_PROBLEMS)) {
      expect(problemField(code)).toBe(field);
      expect(checkProblem(code as FieldProblem).field).toBe(field);
    }
  });

  it("is the password for a wrong or locked password, the name for a name the room refuses", () => {
    expect(problemField("invalid_credentials")).toBe("password");
    expect(problemField("response_locked")).toBe("password");
    expect(problemField("response_exists")).toBe("name");
    expect(problemField("response_not_found")).toBe("name");
    expect(problemField("deadline_passed")).toBeNull();
    expect(problemField("event_full")).toBeNull();
  });
});

describe("a refusal as the form shows it (decision 0011)", () => {
  it("reads the code, never the detail", () => {
    const wrong = refusal(400, { detail: "anything at all", code: "invalid_credentials" });
    expect(refusalProblem(wrong, "delete")).toEqual({
      text: "비밀번호가 올바르지 않습니다.",
      field: "password",
    });
    expect(refusalProblem(refusal(400, { detail: "", code: "deadline_passed" }), "submit")).toEqual(
      {
        text: "응답 마감시간이 지났습니다.",
        field: null,
      },
    );
    expect(refusalProblem(refusal(400, { detail: "", code: "response_exists" }), "submit")).toEqual(
      {
        text: "이미 등록된 이름입니다.",
        field: "name",
      },
    );
    expect(refusalProblem(refusal(400, { detail: "", code: "event_full" }), "modify").text).toBe(
      "최대 참석자 수에 도달했습니다.",
    );
  });

  it("shows a 422's first rule problem on its field", () => {
    const body = {
      detail: [
        null,
        { loc: ["body", "status"], msg: "Invalid option", type: "invalid_value" },
        {
          loc: ["body", "password"],
          msg: "Password must be at least 4",
          type: "password_too_short",
        },
      ],
      code: "validation_failed",
    };
    expect(refusalProblem(refusal(422, body), "submit")).toEqual({
      text: "비밀번호는 최소 4자 이상이어야 합니다.",
      field: "password",
      code: "password_too_short",
    });
    const other = {
      detail: [{ loc: ["body", "status"], msg: "x", type: "invalid_value" }],
      code: "validation_failed",
    };
    expect(refusalProblem(refusal(422, other), "submit")).toEqual({
      text: "입력한 정보를 확인해주세요.",
      field: null,
    });
  });

  it("says how long a locked response waits, from Retry-After", () => {
    const locked = refusal(429, { detail: "", code: "response_locked" }, 600);
    expect(refusalProblem(locked, "modify")).toEqual({
      text: "비밀번호를 여러 번 틀려 이 응답이 잠시 잠겼습니다. 10분 뒤에 다시 시도해주세요.",
      field: "password",
    });
  });

  it("falls back on the status when the server names no code, or one the app does not know", () => {
    expect(refusalProblem(refusal(400, { detail: "Invalid credentials" }), "delete")).toEqual({
      text: "삭제에 실패했습니다. 비밀번호를 확인해주세요.",
      field: null,
    });
    const newer = refusal(400, { detail: "Invalid credentials", code: "something_new" });
    expect(refusalProblem(newer, "delete")).toEqual({
      text: "삭제에 실패했습니다. 비밀번호를 확인해주세요.",
      field: null,
    });
    expect(refusalProblem(refusal(400, null), "submit").text).toBe("참여 등록에 실패했습니다.");
    expect(refusalProblem(refusal(400, null), "modify").text).toBe(
      "수정에 실패했습니다. 비밀번호를 확인해주세요.",
    );
    expect(refusalProblem(refusal(404, { detail: "Response not found" }), "modify").text).toBe(
      "요청한 정보를 찾을 수 없습니다.",
    );
    expect(refusalProblem(refusal(429, null, 90), "delete").text).toBe(
      "요청이 너무 많습니다. 2분 뒤에 다시 시도해주세요.",
    );
    expect(refusalProblem(refusal(503, null), "submit").text).toBe(
      "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
    );
    expect(refusalProblem(new ApiError(0, null), "submit").text).toBe(
      "네트워크 오류가 발생했습니다. 연결을 확인해주세요.",
    );
    expect(refusalProblem(new TypeError("Failed to fetch"), "delete").field).toBeNull();
  });
});

describe("the statuses offered", () => {
  const counts = (attending: number, max: number | null, waiting = 0) => ({
    attending_count: attending,
    max_participants: max,
    waiting_count: waiting,
  });
  const values = (choices: { value: string }[]) => choices.map((choice) => choice.value);

  it("are the contract's statusChoices, in its order", () => {
    const cases = [
      ["new", counts(2, 3)],
      ["new", counts(3, 3)],
      ["new", counts(2, 3, 1)],
      ["edit", counts(3, 3), "attending"],
      ["edit", counts(3, 3), "waiting"],
      ["edit", counts(3, 3), "maybe"],
      ["edit", counts(0, null), "not_attending"],
      ["delete", counts(0, 3)],
    ] as const;
    for (const [mode, event, current] of cases) {
      expect(values(labelledChoices(mode, event, current))).toEqual(
        statusChoices(mode, event, current),
      );
    }
  });

  it("label a seat asked for when full '대기 신청', a place kept '대기 유지'", () => {
    expect(labelledChoices("new", counts(2, 3))).toEqual([{ value: "attending", label: "참석" }]);
    expect(labelledChoices("new", counts(3, 3))).toEqual([
      { value: "waiting", label: "대기 신청" },
    ]);
    expect(labelledChoices("edit", counts(3, 3), "waiting").map((c) => c.label)).toEqual([
      "대기 유지",
      "불참",
      "미정",
    ]);
    expect(labelledChoices("edit", counts(3, 3), "maybe").map((c) => c.label)).toEqual([
      "대기 신청",
      "불참",
      "미정",
    ]);
  });

  it("offer a party that does not fit the waiting list; someone attending keeps their seat", () => {
    // 10 seats, 8 taken by 6 people and their guests: a party of two fits, of three waits.
    const event = { ...counts(6, 10), attending_seats: 8 };
    expect(values(labelledChoices("new", event, undefined, 2))).toEqual(["attending"]);
    expect(labelledChoices("new", event, undefined, 3)).toEqual([
      { value: "waiting", label: "대기 신청" },
    ]);
    expect(values(labelledChoices("edit", event, "maybe", 3))).toEqual([
      "waiting",
      "not_attending",
      "maybe",
    ]);
    // More guests for someone attending: the room decides, and refuses them if full.
    expect(values(labelledChoices("edit", event, "attending", 5))).toEqual([
      "attending",
      "not_attending",
      "maybe",
    ]);
    // Nobody passes the queue, however small the party.
    expect(values(labelledChoices("new", { ...event, waiting_count: 1 }, undefined, 1))).toEqual([
      "waiting",
    ]);
    expect(values(labelledChoices("new", counts(50, null), undefined, 11))).toEqual(["attending"]);
  });

  it("reset the choice to the first offered one when it is no longer offered", () => {
    const full = labelledChoices("new", counts(3, 3));
    expect(offeredStatus("attending", full)).toBe("waiting");
    expect(offeredStatus("", full)).toBe("waiting");
    const edit = labelledChoices("edit", counts(1, 3), "maybe");
    expect(offeredStatus("not_attending", edit)).toBe("not_attending");
  });
});

describe("the queue and the replies", () => {
  const responses = [
    { id: "a", status: "attending" as const },
    { id: "w1", status: "waiting" as const },
    { id: "m", status: "maybe" as const },
    { id: "w2", status: "waiting" as const },
  ];

  it("numbers waiting responses from 1 in the snapshot's order", () => {
    expect(waitingPosition(responses, "w1")).toBe(1);
    expect(waitingPosition(responses, "w2")).toBe(2);
    expect(waitingPosition(responses, "a")).toBeNull();
    expect(waitingPosition(responses.slice(2), "w2")).toBe(1);
  });

  it("tells a new sign-up where they are", () => {
    expect(
      successMessage("submit", {
        promoted: [],
        response: { status: "waiting" },
        waiting_position: 2,
      }),
    ).toBe("정원이 차서 대기 명단에 올랐습니다. 대기 2번째입니다.");
  });

  it("names who was promoted from the reply's list, except to the one who cancelled", () => {
    // Whoever got the seat is none of the leaver's business.
    expect(successMessage("delete", { promoted: ["민지", "Alex"] })).toBe("응답이 취소되었습니다.");
    expect(successMessage("delete", { promoted: [] })).toBe("응답이 취소되었습니다.");
    expect(
      successMessage("modify", { promoted: ["민지"], response: { status: "not_attending" } }),
    ).toBe("응답이 수정되었습니다. (불참) 대기 중이던 민지님이 참석으로 확정되었습니다.");
  });
});
