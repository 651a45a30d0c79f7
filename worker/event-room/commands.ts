// Kept only until services/response-auth.ts's import line (now ./password-proof) lands with the
// refusal-errors move in the same file; then this file goes (issue 33).
export type { Proof } from "./password-proof";
