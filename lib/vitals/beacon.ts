import { z } from "zod";
import { CONNECTION_TYPES, DEVICE_CLASSES, METRIC_CEILINGS, PAGE_TYPES, VITAL_METRICS, type VitalMetric } from "@/models/web-vital-kinds";

/**
 * One sampled page view's Web Vitals, as components/vitals sends them: the kind of page, the
 * kind of device, and each metric measured (milliseconds; CLS unitless). Strict: a key that is
 * not one of these (a URL, an id, a misspelt metric) refuses the whole beacon, so nothing the
 * shop did not ask for is ever stored.
 */
const measure = (metric: VitalMetric) =>
  z
    .number()
    .min(0, `${metric} cannot be below 0`)
    .max(METRIC_CEILINGS[metric], `${metric} above ${METRIC_CEILINGS[metric]} is not a measurement we keep`)
    .optional();

export const vitalsBeaconInput = z
  .strictObject({
    page: z.enum(PAGE_TYPES),
    device: z.enum(DEVICE_CLASSES),
    connection: z.enum(CONNECTION_TYPES).optional(),
    ...(Object.fromEntries(VITAL_METRICS.map((metric) => [metric, measure(metric)])) as Record<VitalMetric, ReturnType<typeof measure>>),
  })
  .refine((beacon) => VITAL_METRICS.some((metric) => beacon[metric] !== undefined), { message: `name at least one of ${VITAL_METRICS.join(", ")}` });

export type VitalsBeacon = z.infer<typeof vitalsBeaconInput>;

/**
 * The largest beacon taken: five numbers and three short words fit in under 200 bytes; anything
 * near this is not our page's reporter.
 */
export const MAX_BEACON_BYTES = 4 * 1024;
