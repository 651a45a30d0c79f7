/**
 * The access token lives in localStorage under `access_token`, the key the FastAPI template's
 * frontend uses.
 */
const KEY = "access_token";

export function getToken(): string | null {
  return localStorage.getItem(KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(KEY, token);
}

export function clearToken(): void {
  localStorage.removeItem(KEY);
}

export function isSignedIn(): boolean {
  return getToken() !== null;
}
