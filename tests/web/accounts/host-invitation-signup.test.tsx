import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "../../../web/features/auth/components/login-page";
import { SignupPage } from "../../../web/features/auth/components/signup-page";
import { tokenInHash } from "../../../web/features/auth/host-invitation";
import { useKeptHostInvitation } from "../../../web/features/auth/use-kept-host-invitation";
import { json } from "../../support/web/http";
import { ToastDescriptions } from "../../support/web/toasts";

/**
 * Signing up from a host invitation's mail (decision 0044): the link `/signup#host-invitation=…`
 * leaves the address at once and is kept for the tab; the sign-up sends it; a refusal over it
 * is said in Korean; someone who already has an account logs in, and the login takes it.
 */

const TOKEN = "Abc_-".repeat(8).concat("xyz");
const KEY = "host-invitation";

type Call = { path: string; body: unknown };
let calls: Call[] = [];
let answer: (path: string) => Response;

/** Where the login leads: the dashboard, as far as the kept invitation is concerned. */
function Dashboard() {
  useKeptHostInvitation();
  return <p>대시보드</p>;
}

/** Shows where the router is, to see the token gone from the address. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.hash}</p>;
}

function renderAt(entry: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/" element={<Dashboard />} />
        </Routes>
        <Where />
      </MemoryRouter>
      <ToastDescriptions />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  calls = [];
  sessionStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const path = new URL(request.url, "http://x").pathname;
      const text = await request.text();
      calls.push({
        path,
        body: text && path !== "/api/v1/login/access-token" ? JSON.parse(text) : text,
      });
      return answer(path);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function fillSignup(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Full Name"), "문지기님");
  await user.type(screen.getByLabelText("Email"), email);
  await user.type(screen.getByLabelText("Password"), "changethis");
  await user.type(screen.getByLabelText("Confirm Password"), "changethis");
  await user.click(screen.getByRole("button", { name: "회원가입" }));
}

/** The API's reply to a sign-up of `email`: the new account. */
const signedUp = (email: string) =>
  json(201, {
    id: crypto.randomUUID(),
    email,
    full_name: "문지기님",
    is_active: true,
    is_superuser: false,
  });

const toasts = () => screen.queryAllByTestId("toast").map((toast) => toast.textContent);

describe("the invitation's token", () => {
  it("is read from the fragment, and only in its shape", () => {
    expect(tokenInHash(`#host-invitation=${TOKEN}`)).toBe(TOKEN);
    expect(tokenInHash("#host-invitation=short")).toBeNull();
    expect(tokenInHash("")).toBeNull();
  });
});

describe("the sign-up page with an invitation", () => {
  it("takes the token out of the address, keeps it for the tab, says so, and signs up with it", async () => {
    answer = () => signedUp("door@example.com");
    renderAt(`/signup#host-invitation=${TOKEN}`);
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/signup"));
    expect(sessionStorage.getItem(KEY)).toBe(TOKEN);
    expect(screen.getByTestId("host-invitation-notice").textContent).toContain(
      "운영진 초대를 받았어요. 초대 메일을 받은 주소로 가입하세요.",
    );

    await fillSignup("Door@Example.com");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
    expect(calls[0]).toEqual({
      path: "/api/v1/users/signup",
      body: {
        full_name: "문지기님",
        email: "door@example.com",
        password: "changethis",
        language: "ko",
        host_invitation: TOKEN,
      },
    });
    // Taken with the account: the login must not send it again.
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(toasts()).toContain("회원가입이 완료되었습니다. 로그인하면 초대받은 모임이 보여요.");
  });

  it("starts from the invited address when the link names it, and keeps it for the tab", async () => {
    renderAt(`/signup#host-invitation=${TOKEN}&email=door%40example.com`);
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/signup"));
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "door@example.com");
    expect(sessionStorage.getItem("host-invitation-email")).toBe("door@example.com");
    // Something that is no address is not put in the form.
    cleanup();
    sessionStorage.clear();
    renderAt(`/signup#host-invitation=${TOKEN}&email=${encodeURIComponent("<b>not an address")}`);
    expect(screen.getByLabelText("Email")).toHaveProperty("value", "");
  });

  it("says in Korean when the token does not fit the address, and keeps it to try again", async () => {
    answer = () =>
      json(400, { detail: "Host invitation is invalid", code: "host_invitation_invalid" });
    renderAt(`/signup#host-invitation=${TOKEN}`);
    await fillSignup("other@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "운영진 초대 링크가 맞지 않아요. 초대 메일을 받은 주소로 가입했는지, 14일이 지나지 않았는지 확인해 주세요.",
    );
    expect(screen.getByTestId("where").textContent).toBe("/signup");
    expect(sessionStorage.getItem(KEY)).toBe(TOKEN);
  });

  it("sends an address that has an account to log in, keeping the token", async () => {
    answer = () =>
      json(400, {
        detail: "The user with this email already exists in the system",
        code: "email_taken",
      });
    renderAt(`/signup#host-invitation=${TOKEN}`);
    await fillSignup("door@example.com");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(
      "이미 가입된 주소예요. 로그인하면 초대받은 모임에 함께할 수 있어요.",
    );
    expect(sessionStorage.getItem(KEY)).toBe(TOKEN);
  });

  it("signs up without one as before", async () => {
    answer = () => signedUp("new@example.com");
    renderAt("/signup");
    expect(screen.queryByTestId("host-invitation-notice")).toBeNull();
    await fillSignup("new@example.com");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
    expect(calls[0]?.body).not.toHaveProperty("host_invitation");
  });
});

describe("signing up, then in", () => {
  it("leaves the sign-up's 'now sign in' behind once signed in", async () => {
    answer = (path) =>
      path.endsWith("/access-token")
        ? json(200, { access_token: "token", token_type: "bearer" })
        : signedUp("new@example.com");
    renderAt("/signup");
    await fillSignup("new@example.com");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/login"));
    expect(toasts()).toHaveLength(1);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "new@example.com");
    await user.type(screen.getByLabelText("Password"), "changethis");
    await user.click(screen.getByRole("button", { name: "Log In" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/"));
    expect(toasts()).toEqual([]);
  });
});

describe("signing in with a kept invitation", () => {
  async function logIn() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), "door@example.com");
    await user.type(screen.getByLabelText("Password"), "changethis");
    await user.click(screen.getByRole("button", { name: "Log In" }));
  }

  it("takes it on the dashboard once signed in, and names the events joined", async () => {
    sessionStorage.setItem(KEY, TOKEN);
    answer = (path) =>
      path.endsWith("/access-token")
        ? json(200, { access_token: "token", token_type: "bearer" })
        : json(200, {
            events: [
              { event_id: crypto.randomUUID(), title: "송년회", role: "checkin" },
              { event_id: crypto.randomUUID(), title: "워크숍", role: "manager" },
            ],
          });
    renderAt("/login");
    expect(
      screen.getByText("운영진 초대를 받았어요. 로그인하면 초대받은 모임에 함께해요."),
    ).toBeTruthy();
    await logIn();
    await waitFor(() => expect(toasts()).toContain("운영진으로 함께해요: 송년회, 워크숍"));
    expect(screen.getByTestId("where").textContent).toBe("/");
    expect(calls[1]).toEqual({ path: "/api/v1/users/me/host-invitations", body: { token: TOKEN } });
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("says in Korean when the account's address is not the invitation's, and does not try again", async () => {
    sessionStorage.setItem(KEY, TOKEN);
    answer = (path) =>
      path.endsWith("/access-token")
        ? json(200, { access_token: "token", token_type: "bearer" })
        : json(400, { detail: "Host invitation is invalid", code: "host_invitation_invalid" });
    renderAt("/login");
    await logIn();
    await waitFor(() =>
      expect(toasts()).toContain(
        "운영진 초대 링크가 맞지 않아요. 초대 메일을 받은 주소로 가입했는지, 14일이 지나지 않았는지 확인해 주세요.",
      ),
    );
    expect(screen.getByTestId("where").textContent).toBe("/");
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it("calls nothing more without one", async () => {
    answer = () => json(200, { access_token: "token", token_type: "bearer" });
    renderAt("/login");
    await logIn();
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/"));
    expect(calls.map((call) => call.path)).toEqual(["/api/v1/login/access-token"]);
  });
});
