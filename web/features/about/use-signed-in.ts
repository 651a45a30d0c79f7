import { useEffect, useState } from "react";
import { isSignedIn } from "../../lib/auth-token";

/**
 * Whether the visitor holds a token, known only after the app has taken the page over: the
 * page is rendered at build time for everyone, and hydration must render exactly that (0007),
 * so the first render says "not signed in" and an effect corrects it. Used by the few small
 * components that differ, so only they render again.
 */
export function useSignedIn(): boolean {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => setSignedIn(isSignedIn()), []);
  return signedIn;
}
