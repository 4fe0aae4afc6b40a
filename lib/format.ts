const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });
const rupeesWithPaise = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", minimumFractionDigits: 2 });

/** ₹1,29,999: Indian digit grouping, whole rupees. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}

/** ₹0.00 / ₹323.99, for the places the spec shows paise. */
export function formatRupeesWithPaise(amount: number): string {
  return rupeesWithPaise.format(amount);
}

/** The first `count` words of a text, with an ellipsis when something was cut. */
export function firstWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/);
  return words.length <= count ? words.join(" ") : `${words.slice(0, count).join(" ")}...`;
}

/** A text cut to `length` characters, with an ellipsis when something was cut. */
export function truncate(text: string, length: number): string {
  return text.length <= length ? text : `${text.slice(0, length).trimEnd()}...`;
}
