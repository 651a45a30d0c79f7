import { describe, expect, it } from "vitest";
import { ApiError, detailOf, statusName, toastDetail } from "../../web/lib/error-detail";

describe("the detail an error toast shows (spec section 8)", () => {
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
