/**
 * Where the shop delivers: India's 28 states and 8 union territories, as India Post writes them.
 * The spec's address form also offers Pakistan; the shop ships within India only, so that
 * option is a defect and not here. Browser-safe: the checkout form lists these.
 */
export const INDIAN_STATES = [
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

export const INDIAN_UNION_TERRITORIES = [
  "Andaman and Nicobar Islands",
  "Chandigarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Jammu and Kashmir",
  "Ladakh",
  "Lakshadweep",
  "Puducherry",
] as const;

/** Every state and union territory, in one list for the address form's province choice. */
export const INDIAN_PROVINCES: readonly string[] = [...INDIAN_STATES, ...INDIAN_UNION_TERRITORIES];

const byLowerCase = new Map(INDIAN_PROVINCES.map((name) => [name.toLowerCase(), name]));

/** The list's spelling of a state or union territory typed in any case, or undefined. */
export function indianProvince(name: string): string | undefined {
  return byLowerCase.get(name.trim().replace(/\s+/g, " ").toLowerCase());
}
