import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ResponseList } from "../../../web/features/organiser/components/responses/response-list";
import { adminResponse } from "../../support/web/responses";

/** An attending response, with the wrong passwords it met today and its guests. */
const response = (name: string, wrong: number, guests = 0) =>
  adminResponse(name, "attending", guests, { wrong_passwords_today: wrong });

describe("the organiser's response list", () => {
  it("marks a response that met wrong passwords today, and only that one", () => {
    render(
      <ResponseList
        responses={[response("영희", 3), response("철수", 0)]}
        zone="Asia/Seoul"
        onDelete={() => {}}
      />,
    );
    const [guessed, calm] = screen.getAllByTestId("response-item");
    const badge = within(guessed).getByTestId("wrong-passwords");
    expect(badge.textContent).toBe("비밀번호 오류 3회");
    expect(badge.getAttribute("title")).toContain("틀린 비밀번호");
    expect(within(calm).queryByTestId("wrong-passwords")).toBeNull();
    // The organiser can still act on it.
    expect(within(guessed).getByRole("button", { name: "영희 응답 메뉴" })).toBeTruthy();
  });
});

describe("guests in the organiser's response list", () => {
  it("shows how many guests a response brings, and nothing for one that brings none", () => {
    render(
      <ResponseList
        responses={[response("민지", 0, 2), response("서준", 0)]}
        zone="Asia/Seoul"
        onDelete={() => {}}
      />,
    );
    const [party, alone] = screen.getAllByTestId("response-item");
    const badge = within(party).getByTestId("response-guests");
    expect(badge.textContent).toBe("동반 2명");
    expect(badge.getAttribute("title")).toContain("모두 3명");
    expect(within(alone).queryByTestId("response-guests")).toBeNull();
  });
});

describe("a reader who may not change the event", () => {
  it("gets the responses without any menu to change them", () => {
    render(<ResponseList responses={[response("민수", 0)]} zone="Asia/Seoul" />);
    const [row] = screen.getAllByTestId("response-item");
    expect(row.textContent).toContain("민수");
    expect(within(row).queryByRole("button")).toBeNull();
  });
});
