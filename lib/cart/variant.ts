import { HttpError } from "@/lib/http";

/**
 * The product's own spelling of the size or colour a shopper picked. Matched without regard to
 * case ("white" is the product's "White"), so one variant is always stored one way and two adds
 * of it merge into one line. A choice the product does not offer is a 400; a product offering
 * none takes only the empty choice.
 */
export function productOption(offered: readonly string[], picked: string, field: "size" | "color"): string {
  if (offered.length === 0) {
    if (picked === "") return "";
    throw new HttpError(400, `${field}: this product comes in no ${field === "size" ? "sizes" : "colours"}; send an empty ${field}`);
  }
  const wanted = picked.toLowerCase();
  const match = offered.find((option) => option.toLowerCase() === wanted);
  if (match === undefined) throw new HttpError(400, `${field}: must be one of this product's ${field === "size" ? "sizes" : "colours"}: ${offered.join(", ")}`);
  return match;
}
