/** Analytics events for the tag manager: `window.dataLayer` (created when missing). */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushDataLayer(event: Record<string, unknown>, win: Pick<Window, 'dataLayer'> = window): void {
  if (!Array.isArray(win.dataLayer)) win.dataLayer = [];
  win.dataLayer.push(event);
}
