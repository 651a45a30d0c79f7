import { describe, expect, it } from "vitest";
import { RESPONSE_DETAILS } from "#contract/events";
import {
  isFull,
  isPromotionMessage,
  MESSAGES,
  offeredStatus,
  responseErrorMessage,
  responseFormError,
  statusOptions,
  successMessage,
  trimmedMessage,
  waitingPosition,
} from "../../web/features/events/public-response-rules";
import { ApiError } from "../../web/lib/error-detail";

const refusal = (status: number, detail: string | null) => new ApiError(status, detail);

describe("server details in the public page's Korean (spec section 8)", () => {
  it("maps the four known details", () => {
    expect(responseErrorMessage(refusal(400, RESPONSE_DETAILS.deadlinePassed), "submit")).toBe(
      "응답 마감시간이 지났습니다.",
    );
    expect(responseErrorMessage(refusal(400, RESPONSE_DETAILS.nameExists), "submit")).toBe(
      "이미 등록된 이름입니다.",
    );
    expect(responseErrorMessage(refusal(400, RESPONSE_DETAILS.maximumReached), "modify")).toBe(
      "최대 참석자 수에 도달했습니다.",
    );
    expect(responseErrorMessage(refusal(400, RESPONSE_DETAILS.invalidCredentials), "delete")).toBe(
      "비밀번호가 올바르지 않습니다.",
    );
  });

  it("maps the password length details to the form's messages", () => {
    expect(
      responseErrorMessage(refusal(422, "Password must be at least 4 characters"), "submit"),
    ).toBe("비밀번호는 최소 4자 이상이어야 합니다.");
    expect(
      responseErrorMessage(refusal(422, "Password must be at most 20 characters"), "modify"),
    ).toBe("비밀번호는 최대 20자까지 가능합니다.");
  });

  it("shows other details raw", () => {
    expect(responseErrorMessage(refusal(429, RESPONSE_DETAILS.locked), "delete")).toBe(
      RESPONSE_DETAILS.locked,
    );
    expect(responseErrorMessage(refusal(404, "Response not found"), "modify")).toBe(
      "Response not found",
    );
  });

  it("falls back per action when there is no detail", () => {
    expect(responseErrorMessage(refusal(0, null), "submit")).toBe("참여 등록에 실패했습니다.");
    expect(responseErrorMessage(refusal(500, null), "modify")).toBe(
      "수정에 실패했습니다. 비밀번호를 확인해주세요.",
    );
    expect(responseErrorMessage(new TypeError("Failed to fetch"), "delete")).toBe(
      "삭제에 실패했습니다. 비밀번호를 확인해주세요.",
    );
  });

  it("treats a reply saying 'promoted' as good news", () => {
    expect(isPromotionMessage("Response deleted. 1 waiting participant was promoted: 민지.")).toBe(
      true,
    );
    expect(isPromotionMessage("Response deleted.")).toBe(false);
  });
});

describe("the form's own checks (spec section 5)", () => {
  const event = {
    allow_duplicate: false,
    responses: [{ name: "Minji" }, { name: "김철수" }],
  } as never;
  const values = (name: string, password: string, message = "") => ({ name, password, message });

  it("needs a name and a password of 4 to 20 characters", () => {
    expect(responseFormError(values("", "abcd"), "new", event)).toBe(MESSAGES.required);
    expect(responseFormError(values("  ", "abcd"), "new", event)).toBe(
      "이름과 비밀번호를 입력해주세요.",
    );
    expect(responseFormError(values("영희", ""), "new", event)).toBe(MESSAGES.required);
    expect(responseFormError(values("영희", "abc"), "new", event)).toBe(
      "비밀번호는 최소 4자 이상이어야 합니다.",
    );
    expect(responseFormError(values("영희", "a".repeat(21)), "new", event)).toBe(
      "비밀번호는 최대 20자까지 가능합니다.",
    );
    expect(responseFormError(values("영희", "a".repeat(20)), "new", event)).toBeNull();
    expect(responseFormError(values("", ""), "new", event, MESSAGES.requiredSimple)).toBe(
      "이름과 비밀번호를 입력하세요.",
    );
  });

  it("compares names case-insensitively with the list", () => {
    expect(responseFormError(values(" minji ", "abcd"), "new", event)).toMatch(
      /^이미 등록된 이름입니다/,
    );
    expect(
      responseFormError(values("MINJI", "abcd"), "new", {
        ...(event as object),
        allow_duplicate: true,
      } as never),
    ).toBeNull();
    expect(responseFormError(values("minji", "abcd"), "edit", event)).toBeNull();
    expect(responseFormError(values("영희", "abcd"), "edit", event)).toMatch(
      /^등록되지 않은 이름입니다/,
    );
    expect(responseFormError(values("영희", "abcd"), "delete", event)).toMatch(
      /^등록되지 않은 이름입니다/,
    );
  });

  it("trims the message and omits it when empty", () => {
    expect(trimmedMessage("  곧 갈게요 ")).toBe("곧 갈게요");
    expect(trimmedMessage("   ")).toBeUndefined();
  });
});

describe("the statuses offered (spec section 4)", () => {
  const counts = (attending: number, max: number | null, waiting = 0) => ({
    attending_count: attending,
    max_participants: max,
    waiting_count: waiting,
  });

  it("offers a new sign-up only 참석 while a seat is free, only 대기 once full", () => {
    expect(statusOptions("new", counts(2, 3)).map((o) => o.value)).toEqual(["attending"]);
    expect(statusOptions("new", counts(3, 3)).map((o) => o.value)).toEqual(["waiting"]);
    expect(statusOptions("new", counts(3, 3, 1)).map((o) => o.label)).toEqual(["대기 신청"]);
    expect(statusOptions("new", counts(50, null)).map((o) => o.value)).toEqual(["attending"]);
    expect(isFull(counts(2, 3, 1))).toBe(true);
  });

  it("lets an edit keep a seat or a place, or turn to 불참 or 미정", () => {
    expect(statusOptions("edit", counts(3, 3), "attending").map((o) => o.value)).toEqual([
      "attending",
      "not_attending",
      "maybe",
    ]);
    expect(statusOptions("edit", counts(3, 3), "maybe").map((o) => o.value)).toEqual([
      "waiting",
      "not_attending",
      "maybe",
    ]);
    expect(statusOptions("delete", counts(0, 3))).toEqual([]);
  });

  it("resets the choice to the first offered one when it is no longer offered", () => {
    const full = statusOptions("new", counts(3, 3));
    expect(offeredStatus("attending", full)).toBe("waiting");
    expect(offeredStatus("", full)).toBe("waiting");
    const edit = statusOptions("edit", counts(1, 3), "maybe");
    expect(offeredStatus("not_attending", edit)).toBe("not_attending");
  });
});

describe("the queue", () => {
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
        message: "The event is full. You are on the waiting list at position 2.",
        promoted: [],
        response: { status: "waiting" },
        waiting_position: 2,
      }),
    ).toContain("대기 2번째");
    expect(
      successMessage("delete", {
        message: "Response deleted. …promoted: 민지.",
        promoted: ["민지"],
      }),
    ).toContain("민지님이 참석으로 확정");
  });
});
