const wholeEuro = new Intl.NumberFormat('lt-LT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const euroAndCents = new Intl.NumberFormat('lt-LT', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 3500 → "35 €", 5550 → "55,50 €". */
export function formatPrice(cents: number): string {
  return (cents % 100 === 0 ? wholeEuro : euroAndCents).format(cents / 100);
}

/** 90 → "1 val. 30 min." */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min.`;
  return rest === 0 ? `${hours} val.` : `${hours} val. ${rest} min.`;
}
