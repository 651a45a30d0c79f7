import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, expect, it, vi } from "vitest";
import { MyResponseLink } from "../../../web/features/invitee/components/my-response-link";
import { json } from "../../support/web/http";
import { publicResponse } from "../../support/web/responses";

/**
 * '내 응답 링크' shows a QR code to show at the door (decision 0045), where the door page scans it:
 * the response's check-in pass (decision 0045), asked for with the link's key, never the key
 * itself; the code is drawn black on its own white ground.
 */

const EVENT = "5b0b3a52-3f5c-4b0e-9a53-8d2a7f1e0c66";
const KEY = "Linked_key-0123456789abcdefghijklmnopqrstuv";

// What the QR encoder was given: the code's text, read back without decoding the picture.
const encoded = vi.hoisted(() => [] as string[]);
vi.mock("qr", async (original) => {
  const actual = (await original()) as { default: (text: string, ...rest: never[]) => string };
  return {
    default: (text: string, ...rest: never[]) => {
      encoded.push(text);
      return actual.default(text, ...rest);
    },
  };
});

afterEach(() => {
  encoded.length = 0;
  vi.unstubAllGlobals();
});

it("shows the response's check-in pass as a QR code, with what to do with it", async () => {
  const response = publicResponse(1, "attending");
  const pass = `${response.id}.Signed_pass-0123456789abcdefghijklmnopqrstu`;
  const asked: Request[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(input instanceof Request ? input : new Request(String(input), init));
      return json(200, { pass });
    }),
  );
  render(<MyResponseLink eventId={EVENT} response={response} held={KEY} />);
  await userEvent.setup().click(screen.getByRole("button", { name: "내 응답 링크" }));
  const image = (await screen.findByAltText("입장 QR 코드")) as HTMLImageElement;
  const svg = decodeURIComponent(image.src.slice("data:image/svg+xml;charset=utf-8,".length));
  expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 (\d+) \1"/);
  expect(screen.getByTestId("response-link-qr").textContent).toBe("입장할 때 이 QR을 보여 주세요");

  // The pass was asked for with the key in its header; the code holds the door's address
  // with the pass, and nothing of the key.
  expect(asked.map((request) => new URL(request.url).pathname)).toEqual([
    `/api/v1/events/${EVENT}/my-check-in-pass`,
  ]);
  expect(asked[0]?.headers.get("x-response-key")).toBe(KEY);
  expect(encoded).toEqual([`${location.origin}/events/${EVENT}/door#pass=${pass}`]);
  expect(encoded.join("")).not.toContain(KEY);
  // The link itself is still there to copy, apart from the code.
  expect((screen.getByLabelText("내 응답 링크") as HTMLInputElement).value).toBe(
    `${location.origin}/events/${EVENT}/public#key=${KEY}`,
  );
});

it("shows no code when the link opens nothing any more", async () => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      json(404, { detail: "This personal link no longer opens", code: "response_link_invalid" }),
    ),
  );
  render(<MyResponseLink eventId={EVENT} response={publicResponse(1, "attending")} held={KEY} />);
  await userEvent.setup().click(screen.getByRole("button", { name: "내 응답 링크" }));
  await waitFor(() => expect(screen.queryByTestId("response-link-qr")).toBeNull());
  expect(encoded).toEqual([]);
});
