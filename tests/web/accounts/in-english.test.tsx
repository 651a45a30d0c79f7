import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LoginPage } from "../../../web/features/auth/components/login-page";
import { RecoverPasswordPage } from "../../../web/features/auth/components/recover-password-page";
import { ResetPasswordPage } from "../../../web/features/auth/components/reset-password-page";
import { SignupPage } from "../../../web/features/auth/components/signup-page";
import { UsersManagementPage } from "../../../web/features/users/components/admin/users-management-page";
import { SettingsPage } from "../../../web/features/users/components/settings-page";
import { EditUserFormSchema } from "../../../web/features/users/schemas";
import { json } from "../../support/web/http";
import { readIn } from "../../support/web/language";
import { ToastDescriptions } from "../../support/web/toasts";

/**
 * The account screens read in English for a reader who reads English: their words, their
 * fields' rules, their toasts; and the sign-up keeps the reader's language on the new account.
 */

type Call = { method: string; path: string; body: unknown };
let calls: Call[] = [];

const ME = {
  id: "11111111-1111-4111-8111-111111111111",
  email: "admin@example.com",
  full_name: "Admin",
  is_active: true,
  is_superuser: true,
  language: "en",
  created_at: "2026-01-01T00:00:00.000Z",
};

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), "http://x"), init);
      const path = new URL(request.url, "http://x").pathname;
      const text = await request.text();
      calls.push({ method: request.method, path, body: text ? JSON.parse(text) : null });
      if (path === "/api/v1/users/me") return json(200, ME);
      if (/^\/api\/v1\/users\/?$/.test(path) && request.method === "GET")
        return json(200, { data: [ME], count: 1 });
      return json(201, { ...ME, is_superuser: false });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAt(entry: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignupPage />} />
          <Route path="/recover-password" element={<RecoverPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/settings" element={<SettingsPage />} />
          <Route path="/admin" element={<UsersManagementPage />} />
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </MemoryRouter>
      <ToastDescriptions />
    </QueryClientProvider>,
  );
}

describe("in English", () => {
  it("the login page", () => {
    readIn("en");
    renderAt("/login");
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toBeTruthy();
    expect(screen.getByText("No account yet?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Sign up" })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "About Moim RSVP" })).toHaveLength(2);
    expect(document.body.textContent).not.toContain("로그인");
  });

  it("the sign-up page, which keeps the reader's language on the account", async () => {
    readIn("en");
    renderAt("/signup");
    expect(screen.getByRole("heading", { name: "Sign up" })).toBeTruthy();
    expect(screen.getByText("Already have an account?")).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Full Name"), "Ada Lovelace");
    await user.type(screen.getByLabelText("Email"), "ada@example.com");
    await user.type(screen.getByLabelText("Password"), "changethis");
    await user.type(screen.getByLabelText("Confirm Password"), "changethis");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      full_name: "Ada Lovelace",
      email: "ada@example.com",
      password: "changethis",
      language: "en",
    });
    await screen.findByText("You're signed up. Please log in.");
  });

  it("the sign-up's field rules", async () => {
    readIn("en");
    renderAt("/signup");
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Full Name"), "Al");
    await user.type(screen.getByLabelText("Email"), "nope");
    await user.click(screen.getByRole("button", { name: "Sign up" }));
    expect(await screen.findByText("Full Name must be at least 3 characters")).toBeTruthy();
    expect(screen.getByText("Invalid email address")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
  });

  it("the recovery page and a reset link without its token", () => {
    readIn("en");
    renderAt("/recover-password");
    expect(screen.getByRole("heading", { name: "Password Recovery" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to log in" })).toBeTruthy();
  });

  it("a reset link that lost its token", () => {
    readIn("en");
    renderAt("/reset-password");
    expect(screen.getByText("This link has no reset details")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Get a new link" })).toBeTruthy();
  });

  it("the settings' tabs, profile and appearance", async () => {
    localStorage.setItem("access_token", "token");
    readIn("en");
    renderAt("/settings");
    expect(await screen.findByRole("heading", { name: "User Information" })).toBeTruthy();
    expect(screen.getByRole("group", { name: "Language" })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole("tab", { name: "Appearance" }));
    expect(screen.getByText("Follows your device's setting")).toBeTruthy();
  });

  it("users management, with its list", async () => {
    localStorage.setItem("access_token", "token");
    readIn("en");
    renderAt("/admin");
    expect(await screen.findByText("Superuser")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Users Management" })).toBeTruthy();
    expect(screen.getByText("You")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Actions for admin@example.com" })).toBeTruthy();
  });

  it("reads Korean where nobody asked for English", () => {
    renderAt("/login");
    expect(screen.getByRole("heading", { name: "로그인" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "비밀번호 찾기" })).toBeTruthy();
  });
});

describe("the user dialogs' rules", () => {
  it("refuse a short new password on edit in the catalog's words, and keep an empty one", () => {
    const user = {
      email: "a@example.com",
      full_name: "",
      confirm_password: "",
      is_superuser: false,
      is_active: true,
    };
    expect(EditUserFormSchema.safeParse({ ...user, password: "" }).success).toBe(true);
    const short = EditUserFormSchema.safeParse({
      ...user,
      password: "abc",
      confirm_password: "abc",
    });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([
      "Password must be at least 8 characters",
    ]);
  });
});
