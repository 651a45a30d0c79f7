import { describe, expect, it } from "vitest";
import {
  ApiError,
  detailOf,
  refusedWith,
  retryAfterOf,
  statusName,
  toastDetail,
} from "../../../web/lib/error-detail";

describe("the detail an error toast shows (decision 0011)", () => {
  it("is the string detail of the body", () => {
    expect(detailOf({ detail: "Incorrect email or password" })).toBe("Incorrect email or password");
  });

  it("is the msg of the first item when the detail is a list", () => {
    const body = {
      detail: [{ loc: ["body", "email"], msg: "Invalid email address" }, { msg: "x" }],
    };
    expect(detailOf(body)).toBe("Invalid email address");
  });

  it("falls back to 'Something went wrong.' without a usable detail", () => {
    for (const body of [null, {}, { detail: "" }, { detail: [] }, { detail: [{}] }, "text"]) {
      expect(toastDetail(new ApiError(500, detailOf(body), body))).toBe("Something went wrong.");
    }
    expect(toastDetail(new TypeError("Failed to fetch"))).toBe("Something went wrong.");
  });

  it("names statuses by their standard names, 422 as 'Validation Error'", () => {
    expect(statusName(422)).toBe("Validation Error");
    expect(statusName(404)).toBe("Not Found");
    expect(new ApiError(403, null).message).toBe("Forbidden");
  });
});

describe("what an ApiError reads from the body", () => {
  it("keeps the code as sent, and a screen asks for the ones it handles by name", () => {
    const refused = new ApiError(400, "x", { detail: "x", code: "invalid_credentials" });
    expect(refused.code).toBe("invalid_credentials");
    expect(refusedWith(refused, "invalid_credentials")).toBe(true);
    expect(refusedWith(refused, "response_locked")).toBe(false);
    expect(refusedWith(new Error("invalid_credentials"), "invalid_credentials")).toBe(false);
    expect(new ApiError(400, "x", { detail: "x", code: 7 }).code).toBeNull();
    expect(new ApiError(400, "x", { detail: "x" }).code).toBeNull();
    expect(new ApiError(0, null).code).toBeNull();
  });

  it("keeps a 422's issues, and has none for any other status or body", () => {
    const issue = { loc: ["body", "password"], msg: "short", type: "password_too_short" };
    const body = { detail: [issue], code: "validation_failed" };
    expect(new ApiError(422, "short", body).issues).toEqual([issue]);
    expect(new ApiError(400, "short", body).issues).toEqual([]);
    expect(new ApiError(422, "x", { detail: "x" }).issues).toEqual([]);
    expect(new ApiError(422, null, "<html>").issues).toEqual([]);
  });

  it("reads Retry-After in seconds, and nothing else", () => {
    expect(retryAfterOf("120")).toBe(120);
    expect(retryAfterOf(null)).toBeNull();
    expect(retryAfterOf("")).toBeNull();
    expect(retryAfterOf("Wed, 21 Oct 2015 07:28:00 GMT")).toBeNull();
  });
});
