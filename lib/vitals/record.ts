import "server-only";
import { now } from "@/lib/clock";
import { getDb } from "@/lib/db";
import { HttpError, isJsonContentType, readLimitedText } from "@/lib/http";
import { clientAddress, limitKeyOf } from "@/lib/net/client-address";
import { hitRateLimit, tooManyRequests, waitText } from "@/lib/rate-limit";
import { findUnstorableText, UNSTORABLE_TEXT } from "@/lib/text/storable";
import { webVitals } from "@/models";
import { VITAL_METRICS } from "@/models/web-vital-kinds";
import { MAX_BEACON_BYTES, vitalsBeaconInput, type VitalsBeacon } from "./beacon";
import { VITALS_BEACONS_PER_SOURCE } from "./limits";

/** navigator.sendBeacon sends a string as text/plain; a script may send it as JSON. */
function isBeaconContentType(value: string | null): boolean {
  const type = value?.split(";")[0]?.trim().toLowerCase() ?? "";
  return type === "text/plain" || isJsonContentType(value);
}

/** Reads and checks a beacon's body: 415, 413 or 400 before anything is counted or stored. */
export async function readVitalsBeacon(request: Request): Promise<VitalsBeacon> {
  if (!isBeaconContentType(request.headers.get("content-type"))) {
    throw new HttpError(415, "Send the measurements as JSON, with Content-Type: text/plain or application/json.");
  }
  const text = await readLimitedText(request, MAX_BEACON_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, "Send the measurements as JSON.");
  }
  const unstorable = findUnstorableText(body);
  if (unstorable) throw new HttpError(400, `${unstorable.path ? `${unstorable.path}: ` : ""}${UNSTORABLE_TEXT}`);
  return vitalsBeaconInput.parse(body);
}

/**
 * Stores a page view's measurements: checked first (bad input counts nothing and stores
 * nothing), then counted against its source's limit, then one INSERT of a row per metric. The
 * address is used for the count only and never stored with the rows.
 */
export async function recordVitals(request: Request): Promise<number> {
  const beacon = await readVitalsBeacon(request);
  const hit = await hitRateLimit(VITALS_BEACONS_PER_SOURCE, limitKeyOf(clientAddress(request)));
  if (!hit.allowed) throw tooManyRequests(hit, `Too many measurements from your network. Please wait ${waitText(hit)}.`);
  const recordedAt = now();
  const rows = VITAL_METRICS.flatMap((metric) => {
    const value = beacon[metric];
    return value === undefined ? [] : [{ pageType: beacon.page, deviceClass: beacon.device, connection: beacon.connection ?? null, metric, value, recordedAt }];
  });
  const db = await getDb();
  await db.insert(webVitals).values(rows);
  return rows.length;
}
