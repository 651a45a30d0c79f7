import { describe, expect, it } from "vitest";
import { readMyResponses } from "../../../web/features/invitee/my-responses/read";
import { forgetResponse, rememberResponse } from "../../../web/features/invitee/my-responses/write";

describe("this browser's own responses", () => {
  it("are kept per event by id, with name and last status only", () => {
    rememberResponse("e1", { id: "r1", name: "민지", status: "waiting", revision: 3 });
    rememberResponse("e1", { id: "r1", name: "민지", status: "attending", revision: 5 });
    rememberResponse("e2", { id: "r2", name: "철수", status: "maybe", revision: 1 });
    expect(readMyResponses("e1")).toEqual([
      { id: "r1", name: "민지", status: "attending", revision: 5 },
    ]);
    expect(
      Object.keys(JSON.parse(localStorage.getItem("moim:my-responses:e1") ?? "[]")[0]),
    ).toEqual(["id", "name", "status", "revision"]);
    forgetResponse("e1", (entry) => entry.id === "r1");
    expect(readMyResponses("e1")).toEqual([]);
    expect(localStorage.getItem("moim:my-responses:e1")).toBeNull();
    expect(readMyResponses("e2")).toHaveLength(1);
  });

  it("reads one and the same empty list for every event without any, stored or not", () => {
    // The server renders with this very list: a fresh [] would count as a change after
    // hydration and re-render the whole invite page at once.
    const none = readMyResponses("never-answered");
    localStorage.setItem("moim:my-responses:emptied", "[]");
    expect(readMyResponses("emptied")).toBe(none);
    localStorage.setItem("moim:my-responses:unreadable", JSON.stringify([{ id: 1 }]));
    expect(readMyResponses("unreadable")).toBe(none);
    expect(none).toEqual([]);
  });

  it("ignores what it cannot read", () => {
    localStorage.setItem("moim:my-responses:e3", "{not json");
    expect(readMyResponses("e3")).toEqual([]);
    localStorage.setItem("moim:my-responses:e4", JSON.stringify([{ id: 1 }, null, "x"]));
    expect(readMyResponses("e4")).toEqual([]);
  });
});
