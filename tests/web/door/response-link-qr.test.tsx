import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";
import { MyResponseLink } from "../../../web/features/invitee/components/my-response-link";
import { publicResponse } from "../../support/web/responses";

/**
 * '내 응답 링크' shows its link as a QR code to show at the door (issue 38), where the door page
 * scans it; the code is drawn black on its own white ground.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c66";
const KEY = "Linked_key-0123456789abcdefghijklmnopqrstuv";

it("shows the personal link's QR code with what to do with it", async () => {
  render(<MyResponseLink eventId={EVENT} response={publicResponse(1, "attending")} held={KEY} />);
  await userEvent.setup().click(screen.getByRole("button", { name: "내 응답 링크" }));
  const image = (await screen.findByAltText("내 응답 링크 QR 코드")) as HTMLImageElement;
  const svg = decodeURIComponent(image.src.slice("data:image/svg+xml;charset=utf-8,".length));
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
  expect(screen.getByTestId("response-link-qr").textContent).toBe("입장할 때 이 QR을 보여 주세요");
  expect((screen.getByLabelText("내 응답 링크") as HTMLInputElement).value).toBe(
    `${location.origin}/events/${EVENT}/public#key=${KEY}`,
  );
});
