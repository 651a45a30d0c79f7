/**
 * What this browser can do about notifications: subscribe here ('push'), only once the page is
 * added to the home screen (iPhone and iPad Safari, whose Push API exists only for home-screen
 * web apps), or nothing at all.
 */
export type PushSupport = "push" | "home-screen" | "none";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined") return "none";
  if ("serviceWorker" in navigator && "PushManager" in window && "Notification" in window) {
    return "push";
  }
  const agent = navigator.userAgent;
  // iPadOS Safari asks for desktop pages with a Mac's user agent; only the touch screen tells.
  const apple =
    /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  // Opened from the home screen already: an iOS too old for web push, so nothing to suggest.
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return apple && !standalone ? "home-screen" : "none";
}
