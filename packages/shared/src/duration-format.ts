/** 90 → "1 val. 30 min.", 45 → "45 min.", 120 → "2 val.". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min.`;
  return rest === 0 ? `${hours} val.` : `${hours} val. ${rest} min.`;
}

/** The cancellation deadline: "24 val.", "7 d." (whole days from two days up), "1 val. 30 min.". */
export function formatDeadline(minutes: number): string {
  return minutes >= 2 * 1440 && minutes % 1440 === 0 ? `${minutes / 1440} d.` : formatDuration(minutes);
}
