import { z } from "zod";

/**
 * What every API call answers, one schema per answer, each the single source of its TypeScript
 * type (z.infer). The route handlers build their answers as these types; the API tests check
 * every answer they receive against its schema (tests/harness/answer-schemas.ts), so a change of
 * shape fails a test. Objects are strict: a field added or dropped is a change of shape too.
 * Browser code reaches these only as types (components/shop-data/types.ts: `import type`).
 */

/** Every refusal and failure (4xx, 5xx): the reason, written for the shopper. */
export const errorAnswer = z.strictObject({ error: z.string().min(1) });
export type ErrorAnswer = z.infer<typeof errorAnswer>;

/** A write that has nothing to show but its confirmation. */
export const messageAnswer = z.strictObject({ message: z.string().min(1) });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** Ids are the database's UUIDs (any version: z.guid, not the stricter z.uuid). */
export const id = z.guid();
/** Times are ISO 8601 in UTC, as Date.toISOString writes them. */
export const isoTime = z.iso.datetime();

/** Whole rupees, percentages and counts are whole numbers. */
export const whole = z.number().int();
