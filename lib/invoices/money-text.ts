/**
 * Paise as an invoice prints them: "Rs. 1,234.50", Indian digit grouping. "Rs." rather than the
 * rupee sign: the PDF uses the standard Helvetica every reader has, which has no rupee sign.
 */
export function invoiceRupees(paise: number): string {
  const sign = paise < 0 ? "-" : "";
  const whole = Math.floor(Math.abs(paise) / 100);
  const fraction = String(Math.abs(paise) % 100).padStart(2, "0");
  const digits = String(whole);
  const last3 = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ",");
  return `${sign}Rs. ${rest ? `${rest},${last3}` : last3}.${fraction}`;
}
