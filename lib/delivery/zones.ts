import type { DeliverySettings, DeliveryZone } from "./settings";

/** Where a PIN is, as the directory says. */
export type Place = { district: string; state: string };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const named = (list: readonly string[], name: string) => list.some((entry) => same(entry, name));

/** The zone of `to` for parcels leaving `from` (lib/delivery/settings.ts says the order). */
export function deliveryZone(from: Place, to: Place, settings: Pick<DeliverySettings, "metroDistricts" | "remoteStates">): DeliveryZone {
  if (same(from.state, to.state)) return same(from.district, to.district) ? "local" : "state";
  if (named(settings.remoteStates, to.state)) return "remote";
  if (named(settings.metroDistricts, to.district) || named(settings.metroDistricts, to.state)) return "metro";
  return "rest";
}
