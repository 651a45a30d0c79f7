import type { Token } from "#contract/login";
import type { UserRow } from "../db/schema";
import type { Config } from "../lib/config";
import { ACCESS_AUDIENCE, ACCESS_TOKEN_TTL_SECONDS, signToken } from "../lib/jwt";

export async function issueAccessToken(user: UserRow, config: Config): Promise<Token> {
  const access_token = await signToken(
    { sub: user.id, ver: user.tokenVersion },
    ACCESS_AUDIENCE,
    ACCESS_TOKEN_TTL_SECONDS,
    config.secretKey,
  );
  return { access_token, token_type: "bearer" };
}
