import { z } from "zod";
import { returnReason, returnResolution } from "@/models/returns";

/**
 * Where a cash-on-delivery order's money goes back: a UPI ID (`name@bank`: 2 to 256 letters,
 * digits, dot, dash or underscore, then a handle of letters) or an Indian bank account number
 * (9 to 18 digits) with its IFSC (4 letters, a zero, 6 letters or digits).
 */
export const refundDestination = z.union([
  z.strictObject({ upi: z.string().trim().regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/, "must be a UPI ID such as name@bank") }),
  z.strictObject({
    account: z.string().trim().regex(/^\d{9,18}$/, "must be a bank account number of 9 to 18 digits"),
    ifsc: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, "must be an IFSC such as SBIN0001234")),
  }),
]);

/** The size and colour an exchanged line is wanted in instead (checked against the product's own). */
const exchangeFor = z.strictObject({
  size: z.string().trim().min(1).max(20),
  color: z.string().trim().min(1).max(40),
});

/**
 * A return request's fields (the photos come as files of the multipart form). `resolution`
 * (default `refund`) is the same for every line: an exchange names the size and colour each line
 * is wanted in (`exchangeFor`), a refund names none.
 */
export const returnRequestInput = z
  .strictObject({
    lines: z
      .array(z.strictObject({ lineId: z.guid(), quantity: z.number().int().min(1).max(100), exchangeFor: exchangeFor.optional() }))
      .min(1)
      .max(50),
    reason: z.enum(returnReason.enumValues),
    resolution: z.enum(returnResolution.enumValues).default("refund"),
    note: z.string().trim().min(1).max(500).optional(),
    refundTo: refundDestination.optional(),
  })
  .superRefine((input, context) => {
    input.lines.forEach((line, index) => {
      if (input.resolution === "exchange" && !line.exchangeFor)
        context.addIssue({ code: "custom", path: ["lines", index, "exchangeFor"], message: "an exchange names the size and colour wanted for every line" });
      if (input.resolution === "refund" && line.exchangeFor)
        context.addIssue({ code: "custom", path: ["lines", index, "exchangeFor"], message: "only an exchange names a size and colour" });
    });
    if (input.resolution === "exchange" && input.refundTo) context.addIssue({ code: "custom", path: ["refundTo"], message: "an exchange sends no money back" });
  });
export type ReturnRequestInput = z.infer<typeof returnRequestInput>;

/** The seller's refusal: why, for the customer. */
export const returnRefusalInput = z.strictObject({ reason: z.string().trim().min(1).max(300) });

/** Reasons a photo must come with: the shop cannot judge them without one. */
export const PHOTO_REASONS: readonly string[] = ["damaged", "wrong_item"];

export const RETURN_MAX_PHOTOS = 3;
