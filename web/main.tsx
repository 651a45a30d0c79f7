import { StrictMode, useState } from "react";
import { createRoot } from "react-dom/client";
import "./styles/app.css";

/** Minimal sign-in shell until the web app's screens land. */
function App() {
  const [who, setWho] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function signIn(form: FormData) {
    setError(null);
    const res = await fetch("/api/v1/login/access-token", {
      method: "POST",
      body: new URLSearchParams({
        username: String(form.get("username")),
        password: String(form.get("password")),
      }),
    });
    const body = await res.json();
    if (!res.ok) return setError(typeof body.detail === "string" ? body.detail : "Error");
    localStorage.setItem("access_token", body.access_token);
    const me = await fetch("/api/v1/users/me", {
      headers: { Authorization: `Bearer ${body.access_token}` },
    }).then((r) => r.json());
    setWho(me.email);
  }

  return (
    <main className="min-h-screen grid place-items-center bg-base-200 p-4">
      <form action={signIn} className="card bg-base-100 w-full max-w-sm shadow p-6 gap-3">
        <h1 className="text-2xl font-bold text-primary">모임 RSVP</h1>
        {who ? (
          <p role="status">Logged in as: {who}</p>
        ) : (
          <>
            <input name="username" type="email" placeholder="Email" className="input w-full" />
            <input
              name="password"
              type="password"
              placeholder="Password"
              className="input w-full"
            />
            {error && <p className="text-error">{error}</p>}
            <button type="submit" className="btn btn-primary">
              Log In
            </button>
          </>
        )}
      </form>
    </main>
  );
}

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
