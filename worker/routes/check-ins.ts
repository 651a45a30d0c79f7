import { Hono } from "hono";
import type { AppEnv } from "../context";

export const checkInRoutes = new Hono<AppEnv>();
