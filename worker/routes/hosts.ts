import { Hono } from "hono";
import type { AppEnv } from "../context";

export const hostRoutes = new Hono<AppEnv>();
