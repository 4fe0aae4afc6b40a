import "server-only";
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
 * table, held in memory), its zone from the warehouse, the day the shop promises
 * delivery by, and whether cash on delivery is offered there. The product page's check, the
 * checkout and order placement all ask here, so they promise the same day.
 */

/**
 * The directory in this process's memory, read from the table once (about 19,000 rows, a few
 * MB): a lookup is then a Map read, microseconds, where even a primary-key query costs a round
 * trip (and on the embedded database, milliseconds under load). The table stays the source: it
 * changes only with the data file, at a migration, which a deploy's restart follows. On
 * globalThis, so Next's bundles (pages, route handlers) share one copy.
 */
const held = globalThis as { [key: symbol]: Promise<Map<string, PinCode>> | undefined };
const DIRECTORY = Symbol.for("teerang.pinDirectory");

function directory(db?: Database | Transaction): Promise<Map<string, PinCode>> {
  const reading = (held[DIRECTORY] ??= (async () => {
    const rows = await (db ?? (await getDb())).select().from(pinCodes);
    return new Map(rows.map((row) => [row.pin, row]));
  })());
  // A failed read is not kept: the next lookup tries again.
  reading.catch(() => {
    if (held[DIRECTORY] === reading) held[DIRECTORY] = undefined;
  });
  return reading;
}

/** The directory's row for `pin`, or undefined. */
export async function findPinCode(pin: string, db?: Database | Transaction): Promise<PinCode | undefined> {
  return (await directory(db)).get(pin);
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
