import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ChannelLine, channelsText } from "../../../web/features/push/components/channel-line";
import { HomeScreenHint } from "../../../web/features/push/components/home-screen-hint";
import { MailForm } from "../../../web/features/push/components/mail-form";
import { NotifyPasswordForm } from "../../../web/features/push/components/notify-password-form";
import { blockedText, notAllowedText } from "../../../web/features/push/permission-text";
import { readIn } from "../../support/web/language";

/** How a response will be told, and the forms that set it up, for a reader who reads English. */

const mail = { email: "minji@example.com", email_verified: true, push: false };
const noop = () => {};

describe("the channels in English", () => {
  it("name each channel and its state", () => {
    readIn("en");
    expect(channelsText(mail, true)).toBe("Notifications: Email (verified) · Push");
    expect(channelsText({ ...mail, email_verified: false }, false)).toBe(
      "Notifications: Email (awaiting verification — tap the link in your inbox)",
    );
    expect(channelsText(undefined, false)).toBe("No notifications");
  });

  it("stay in Korean for a Korean reader", () => {
    expect(channelsText(mail, true)).toBe("알림: 이메일 (확인됨) · 푸시");
  });

  it("warn of an offer's hours with the right plural", () => {
    readIn("en");
    const { rerender } = render(<ChannelLine eventId="e1" responseId="r1" offerHours={1} />);
    expect(screen.getByTestId("no-channel-warning").textContent).toContain(
      "An offer expires after 1 hour.",
    );
    rerender(<ChannelLine eventId="e1" responseId="r1" offerHours={24} />);
    expect(screen.getByTestId("no-channel-warning").textContent).toContain(
      "An offer expires after 24 hours.",
    );
  });

  it("say why notifications cannot be turned on", () => {
    readIn("en");
    expect(notAllowedText()).toBe(
      "Notifications need your permission. Tap again and choose 'Allow'.",
    );
    expect(blockedText()).toContain("Notifications are blocked.");
  });
});

describe("the forms in English", () => {
  it("the mail form", () => {
    readIn("en");
    render(
      <MailForm
        mode="add"
        askPassword
        pending={false}
        problem={null}
        onSubmit={noop}
        onClose={noop}
      />,
    );
    expect(screen.getByLabelText("Email for notifications")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Send verification" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Close" })).toBeTruthy();
  });

  it("the notify password form and the home screen hint", () => {
    readIn("en");
    render(
      <>
        <NotifyPasswordForm waiting pending={false} problem={null} onSubmit={noop} onClose={noop} />
        <HomeScreenHint />
      </>,
    );
    expect(
      screen.getByText(/We'll tell this device when you're moved to attending\./),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Turn on" })).toBeTruthy();
    expect(screen.getByTestId("home-screen-hint").textContent).toContain("Add to Home Screen");
  });
});
