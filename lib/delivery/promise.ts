import "server-only";
import { eq } from "drizzle-orm";
import type { DeliveryAnswer } from "@/lib/api-answers/delivery";
import { getConfig } from "@/lib/config";
import { getDb, type Database, type Transaction } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { pinCodes, type PinCode } from "@/models";
import { deliveryMessages } from "./messages";
import type { DeliveryZone } from "./settings";
import { addWorkingDays, dayText, dispatchDay } from "./working-days";
import { deliveryZone } from "./zones";

/**
 * The delivery promise for a PIN code: where it is (India Post's directory, the pin_codes
 * table, one primary-key lookup), its zone from the warehouse, the day the shop promises
 * delivery by, and whether cash on delivery is offered there. The product page's check, the
 * checkout and order placement all ask here, so they promise the same day.
 */

/** The directory's row for `pin`, or undefined. */
export async function findPinCode(pin: string, db?: Database | Transaction): Promise<PinCode | undefined> {
  const [row] = await (db ?? (await getDb())).select().from(pinCodes).where(eq(pinCodes.pin, pin)).limit(1);
  return row;
}

/** The warehouse's row; a WAREHOUSE_PIN missing from the directory is a setting to fix, said plainly. */
async function warehouse(db?: Database | Transaction): Promise<PinCode> {
  const pin = getConfig().delivery.warehousePin;
  const row = await findPinCode(pin, db);
  if (!row) throw new Error(`WAREHOUSE_PIN ${pin} is not in the PIN code directory`);
  return row;
}

/** Why cash on delivery is not offered at this PIN (the shop's words), or null when it is. */
export function cashOnDeliveryOffAt(place: PinCode, zone: DeliveryZone): string | null {
  const { offPins, offZones } = getConfig().cashOnDelivery;
  if (offPins.includes(place.pin)) return deliveryMessages.codOffAtPin(place.pin);
  if (offZones.includes(zone)) return deliveryMessages.codOffInState(place.state);
  return null;
}

export type DeliveryPromise = { place: PinCode; zone: DeliveryZone; deliverBy: string; cashOnDeliveryOff: string | null };

/** The promise for a known PIN at `at`, or undefined for a PIN the directory does not hold. */
export async function promiseFor(pin: string, at: Date, db?: Database | Transaction): Promise<DeliveryPromise | undefined> {
  const place = await findPinCode(pin, db);
  if (!place) return undefined;
  const settings = getConfig().delivery;
  const zone = deliveryZone(await warehouse(db), place, settings);
  const deliverBy = addWorkingDays(dispatchDay(at, settings.dispatchCutoffMinutes, settings.holidays), settings.days[zone], settings.holidays);
  return { place, zone, deliverBy, cashOnDeliveryOff: cashOnDeliveryOffAt(place, zone) };
}

/** GET /api/delivery?pin=: the promise as the API answers it; 404 for a PIN the directory does not hold. */
export async function deliveryAnswer(pin: string, at: Date): Promise<DeliveryAnswer> {
  const promise = await promiseFor(pin, at);
  if (!promise) throw new HttpError(404, deliveryMessages.unknownPin(pin));
  const { place, zone, deliverBy, cashOnDeliveryOff } = promise;
  return {
    pin: place.pin,
    office: place.office,
    district: place.district,
    state: place.state,
    zone,
    deliverBy,
    deliverByText: dayText(deliverBy),
    cashOnDelivery: { available: cashOnDeliveryOff === null, reason: cashOnDeliveryOff },
  };
}
