/**
 * The delivery promise's zones and defaults (settings in lib/config.ts, documented in
 * docs/CONFIGURATION.md). Browser-safe: types and constants only.
 *
 * A PIN falls in the first zone that fits, in this order: `local` (the warehouse's district),
 * `state` (the warehouse's state), `remote` (the north-east, Jammu and Kashmir, Ladakh and the
 * islands: couriers reach them by fewer, longer routes), `metro` (a metro district, or a state
 * named in the metro list, such as Delhi), `rest` (the rest of India).
 */
export const DELIVERY_ZONES = ["local", "state", "metro", "rest", "remote"] as const;
export type DeliveryZone = (typeof DELIVERY_ZONES)[number];

export type DeliverySettings = {
  warehousePin: string;
  /** Minutes after midnight in India: an order placed later is dispatched the next working day. */
  dispatchCutoffMinutes: number;
  /** Working days in transit from the dispatch day, per zone. */
  days: Record<DeliveryZone, number>;
  /** Districts (or whole states, e.g. Delhi) counted as metros, any case. */
  metroDistricts: readonly string[];
  /** States and union territories in the remote zone, any case. */
  remoteStates: readonly string[];
  /** Days no courier moves besides Sundays: MM-DD, every year (India's national holidays). */
  holidays: readonly string[];
};

export const DEFAULT_DELIVERY = {
  // The shop's own address (SHOP_ADDRESS): Jaipur GPO's PIN.
  warehousePin: "302001",
  dispatchCutoffMinutes: 14 * 60,
  days: { local: 1, state: 2, metro: 3, rest: 5, remote: 8 },
  metroDistricts: ["Delhi", "Mumbai", "Kolkata", "Chennai", "Bangalore", "Hyderabad", "Pune", "Ahmedabad", "Gurgaon", "Gautam Buddha Nagar", "Thane"],
  remoteStates: [
    "Arunachal Pradesh",
    "Assam",
    "Manipur",
    "Meghalaya",
    "Mizoram",
    "Nagaland",
    "Sikkim",
    "Tripura",
    "Jammu and Kashmir",
    "Ladakh",
    "Andaman and Nicobar Islands",
    "Lakshadweep",
  ],
  // Republic Day, Independence Day, Gandhi Jayanti: the three national holidays, same day every year.
  holidays: ["01-26", "08-15", "10-02"],
  /** The cash-on-delivery fee, whole rupees (orders keep it in paise). */
  codFee: 49,
  /** Couriers collect no cash in the remote zone by default. */
  codOffZones: ["remote"] as DeliveryZone[],
} satisfies Omit<DeliverySettings, "metroDistricts" | "remoteStates"> & Record<string, unknown>;
