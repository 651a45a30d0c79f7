import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckedIn } from "#contract/check-in";
import { passAddress } from "../../../web/lib/check-in-pass";
import { savedEvent } from "../../support/web/events";
import { json } from "../../support/web/http";
import { readIn } from "../../support/web/language";
import { withFakeSockets } from "../../support/web/organiser";
import { adminResponse } from "../../support/web/responses";
import { renderDoor } from "./render-door";

/**
 * The door's QR scanner (decision 0043): the back camera, read by the browser's BarcodeDetector when
 * it knows QR codes, else by the `qr` package's decoder; a check-in pass of this event checks
 * its response in (decision 0045), a personal link sends nothing, anything else is refused in
 * words, and a code held up is read once.
 */

withFakeSockets();

const event = savedEvent({ role: "checkin" });
const KEY = "Linked_key-0123456789abcdefghijklmnopqrstuv";
const hong = adminResponse("홍길동", "attending");
const PASS = `${hong.id}.Signed_pass-0123456789abcdefghijklmnopqrstu`;
const passOf = (eventId: string) => passAddress("https://moim.example", eventId, PASS);
const linkOf = (eventId: string) => `https://moim.example/events/${eventId}/public#key=${KEY}`;

/** What the camera shows, frame after frame: a code's text, or null for none. */
let showing: string | null = null;
let detects = 0;
const stopped = vi.fn();

class NativeDetector {
  static getSupportedFormats = async () => ["qr_code", "ean_13"];
  async detect() {
    detects++;
    return showing === null ? [] : [{ rawValue: showing }];
  }
}

beforeEach(() => {
  showing = null;
  detects = 0;
  stopped.mockClear();
  vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, "readyState", "get").mockReturnValue(4);
  // The fake stream is no MediaStream, which the DOM here would refuse.
  vi.spyOn(HTMLMediaElement.prototype, "srcObject", "set").mockImplementation(() => {});
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: {
      getUserMedia: vi.fn(async () => ({ getTracks: () => [{ stop: stopped }] })),
    },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "mediaDevices");
});

const reply = (already: boolean): CheckedIn => ({
  response: { ...hong, checked_in_at: "2026-12-19T01:02:00.000Z", checked_in_by: "문지기" },
  already_checked_in: already,
  checked_in_count: 1,
  attending_seats: 1,
});

async function openScanner() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: "QR 스캔" }));
  await waitFor(() => expect(screen.getByTestId("qr-scanner").dataset.phase).toBe("scanning"));
  return user;
}

describe("the door's QR scanner", () => {
  it("checks in the response whose pass it reads, once while it is held up", async () => {
    vi.stubGlobal("BarcodeDetector", NativeDetector);
    const calls = renderDoor(event, [hong], () => json(200, reply(false)));
    await openScanner();
    expect(screen.getByTestId("qr-scanner").dataset.reader).toBe("native");
    const asked = vi.mocked(navigator.mediaDevices.getUserMedia).mock.calls[0]?.[0];
    expect(asked).toEqual({ video: { facingMode: "environment" }, audio: false });

    showing = passOf(event.id);
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe("홍길동입장 완료"),
    );
    // Still in front of the camera, frames later: not sent again.
    const seen = detects;
    await waitFor(() => expect(detects).toBeGreaterThan(seen + 2));
    expect(calls.filter((call) => call.path.includes("check-in"))).toEqual([
      {
        method: "POST",
        path: `/api/v1/events/${event.id}/check-in`,
        search: "",
        body: { pass: PASS },
      },
    ]);
  });

  it("refuses another event's pass and anything else, without calling", async () => {
    vi.stubGlobal("BarcodeDetector", NativeDetector);
    const calls = renderDoor(event, [hong]);
    await openScanner();
    showing = passOf("9c1f7c0e-5d0a-4c6e-9a51-1f0e2d3c4b5a");
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe("이 모임의 입장 QR이 아니에요"),
    );
    expect(calls.some((call) => call.path.includes("check-in"))).toBe(false);
  });

  it("sends nothing for a personal link, and says to show the check-in QR instead", async () => {
    vi.stubGlobal("BarcodeDetector", NativeDetector);
    const calls = renderDoor(event, [hong]);
    await openScanner();
    showing = linkOf(event.id);
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe(
        "내 응답 링크 QR이에요. 입장 QR은 응답의 '내 응답 링크'를 열면 나와요. 이름으로 찾아도 돼요.",
      ),
    );
    expect(calls.some((call) => call.path.includes("check-in"))).toBe(false);
    expect(JSON.stringify(calls)).not.toContain(KEY);
  });

  it("says a second scan of a response already in was already in", async () => {
    vi.stubGlobal("BarcodeDetector", NativeDetector);
    renderDoor(event, [hong], () => json(200, reply(true)));
    await openScanner();
    showing = passOf(event.id);
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe(
        "홍길동이미 입장했어요 (10:02, 문지기)",
      ),
    );
  });

  it("says at the door what to do with a pass that checks nobody in any more", async () => {
    vi.stubGlobal("BarcodeDetector", NativeDetector);
    renderDoor(event, [hong], () =>
      json(404, {
        detail: "This check-in pass no longer checks anyone in",
        code: "check_in_pass_invalid",
      }),
    );
    await openScanner();
    showing = passOf(event.id);
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe(
        "이 입장 QR로는 입장할 수 없어요. 응답 링크가 새로 만들어졌거나 응답이 취소되었을 수 있어요. 이름으로 찾아 주세요.",
      ),
    );
  });

  it("falls back to the qr package's decoder where the browser has no QR BarcodeDetector", async () => {
    // A detector that knows other formats only (as on some desktops).
    vi.stubGlobal("BarcodeDetector", { getSupportedFormats: async () => ["ean_13"] });
    renderDoor(event, [hong]);
    await openScanner();
    expect(screen.getByTestId("qr-scanner").dataset.reader).toBe("qr");
  });

  it("releases the camera when closed, and says so when it is refused", async () => {
    vi.stubGlobal("BarcodeDetector", NativeDetector);
    renderDoor(event, [hong]);
    const user = await openScanner();
    await user.click(screen.getByRole("button", { name: "스캔 닫기" }));
    expect(stopped).toHaveBeenCalled();

    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValueOnce(
      new DOMException("denied", "NotAllowedError"),
    );
    await user.click(screen.getByRole("button", { name: "QR 스캔" }));
    await waitFor(() =>
      expect(screen.getByTestId("qr-scanner").textContent).toContain(
        "카메라를 쓸 수 없어요. 브라우저 설정에서 카메라를 허용해 주세요.",
      ),
    );
  });
});

describe("the door's QR scanner in English", () => {
  it("guides, checks in and refuses in English", async () => {
    readIn("en");
    vi.stubGlobal("BarcodeDetector", NativeDetector);
    renderDoor(event, [hong], () => json(200, reply(false)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Scan QR" }));
    const scanner = screen.getByRole("region", { name: "Scan QR" });
    await waitFor(() =>
      expect(scanner.textContent).toContain("Hold the QR code in the middle of the screen."),
    );
    showing = passOf(event.id);
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe("홍길동Checked in"),
    );
    showing = linkOf(event.id);
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe(
        "That's a 'My reply link' QR. Their check-in QR shows when they open 'My reply link' on their reply. You can also search by name.",
      ),
    );
    showing = "https://elsewhere.example/";
    await waitFor(() =>
      expect(screen.getByTestId("door-notice").textContent).toBe(
        "Not a check-in QR for this event",
      ),
    );
    await user.click(screen.getByRole("button", { name: "Close scanner" }));
    expect(stopped).toHaveBeenCalled();
  });

  it("says in English when the camera is refused", async () => {
    readIn("en");
    vi.mocked(navigator.mediaDevices.getUserMedia).mockRejectedValueOnce(
      new DOMException("denied", "NotAllowedError"),
    );
    renderDoor(event, [hong]);
    await userEvent.setup().click(await screen.findByRole("button", { name: "Scan QR" }));
    await waitFor(() =>
      expect(screen.getByTestId("qr-scanner").textContent).toContain(
        "The camera is blocked. Allow it in your browser's settings.",
      ),
    );
  });
});
