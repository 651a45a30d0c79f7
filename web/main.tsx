import "./styles/public.css";
import { startTheme } from "./lib/theme";

// Applied before the first paint so the page never flashes the wrong theme; the CSP forbids
// an inline script in index.html, so this is the earliest point.
startTheme();

const start = () => void import("./app/start");
// A page rendered by the Worker (an invite page, /about) can be read as it arrives: the browser
// paints it before the app's JavaScript is requested, so on a slow network that download does
// not compete with the page and its first image. The app then hydrates what is on screen.
// An empty page (every other route), or one in a background tab, starts the app at once.
const root = document.getElementById("root");
if (root?.firstElementChild && document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(start));
} else start();
