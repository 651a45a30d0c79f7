import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ResponsePublic } from "#contract/responses";
import { renderPage } from "../../../web/ssr/render-page";
import { publicViewOf } from "../../support/web/invite";
import { publicResponse } from "../../support/web/responses";

// The id publicViewOf gives its view: the page renders the view of the event its address names.
const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c11";

const person = (i: number, name: string, status: ResponsePublic["status"]) =>
  publicResponse(i, status, { name });

/** The statuses the simple page's form offers as the server writes it (no name typed yet). */
async function offered(responses: ResponsePublic[], max: number) {
  const view = publicViewOf(responses, { max_participants: max });
  document.body.innerHTML =
    (await renderPage(`https://moim.test/events/${EVENT}/participants`, view)) ?? "";
  return within(screen.getByTestId("participants-form"))
    .getAllByRole("radio")
    .map((radio) => radio.getAttribute("aria-label"));
}

describe("the simple participants page's first answer", () => {
  it("asks for a seat only, as the invite page does: 참석, or 대기 신청 when full", async () => {
    expect(await offered([person(1, "민지", "attending")], 5)).toEqual(["참석"]);
    expect(await offered([person(1, "민지", "attending")], 1)).toEqual(["대기 신청"]);
  });
});
