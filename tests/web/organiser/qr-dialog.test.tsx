import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QrDialog } from "../../../web/features/organiser/components/qr/qr-dialog";
import { readIn } from "../../support/web/language";

/** The invite link's QR code: its dialog's words, and the names its downloads are saved under. */
const EVENT = { id: "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c31", title: "Book club" };

/** The file names downloads are saved under, in order. */
let saved: string[] = [];
beforeEach(() => {
  saved = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:qr");
});
afterEach(() => vi.restoreAllMocks());

describe("the QR dialog", () => {
  it("speaks English to an organiser reading English, and names the file so", async () => {
    readIn("en");
    render(<QrDialog event={EVENT} onClose={() => {}} />);
    expect(screen.getByRole("heading", { name: "Invite QR code" })).toBeTruthy();
    expect(await screen.findByAltText("QR code of the invite link to Book club")).toBeTruthy();
    for (const name of ["Download PNG", "Print", "Close"])
      expect(screen.getByRole("button", { name })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Download SVG" }));
    expect(saved).toEqual(["Book club-invite-QR.svg"]);
  });

  it("keeps its Korean words and file name", async () => {
    render(<QrDialog event={EVENT} onClose={() => {}} />);
    expect(screen.getByRole("heading", { name: "초대 QR 코드" })).toBeTruthy();
    expect(await screen.findByAltText("Book club 초대 링크 QR 코드")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "SVG 다운로드" }));
    expect(saved).toEqual(["Book club-초대-QR.svg"]);
  });
});
