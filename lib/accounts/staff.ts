import { z } from "zod";
import { hashPassword } from "@/lib/auth/passwords";
import { now } from "@/lib/clock";
import type { Database } from "@/lib/db";
import { HttpError } from "@/lib/http";
import { slugify } from "@/lib/text/slug";
import { shop } from "@/lib/shop";
import { customers, sellers } from "@/models";
import { STAFF_ROLES, type StaffRole } from "@/models/roles";
import { emailField, newPasswordField } from "./schemas";

/** A staff account to create from the command line (npm run create-staff). */
export const staffInput = z
  .object({
    email: emailField,
    password: newPasswordField,
    role: z.enum(STAFF_ROLES, "must be seller or admin"),
    shop: z.string().trim().min(1, "must not be empty").max(80, "must be at most 80 characters").optional(),
    name: z.string().trim().min(1, "must not be empty").max(80, "must be at most 80 characters").optional(),
  })
  .superRefine((input, ctx) => {
    if (input.role === "seller" && !input.shop) ctx.addIssue({ code: "custom", path: ["shop"], message: "is required for a seller (the shop's name)" });
    if (input.role === "admin" && input.shop) ctx.addIssue({ code: "custom", path: ["shop"], message: "is for sellers only; an admin has no shop" });
    if (input.shop && !slugify(input.shop)) ctx.addIssue({ code: "custom", path: ["shop"], message: "must contain letters or digits" });
  });

export type StaffInput = z.infer<typeof staffInput>;

export type CreatedStaff = { id: string; email: string; name: string; role: StaffRole; shop: { id: string; shopName: string; slug: string } | null };

/**
 * Creates a seller (with its shop) or an admin, in one transaction: a taken e-mail or shop name
 * (409) leaves nothing behind.
 */
export async function createStaffAccount(db: Database, input: StaffInput): Promise<CreatedStaff> {
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const name = input.name ?? (input.role === "seller" ? input.shop! : `${shop.name} Admin`);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(customers)
      .values({ name, email: input.email, phone: null, passwordHash, role: input.role, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: customers.email })
      .returning({ id: customers.id, email: customers.email, name: customers.name });
    if (!account) throw new HttpError(409, `An account with the e-mail ${input.email} already exists.`);
    if (input.role === "admin") return { ...account, role: "admin", shop: null };

    const shopName = input.shop!;
    const slug = slugify(shopName);
    const [created] = await tx
      .insert(sellers)
      .values({ shopName, slug, customerId: account.id, createdAt: at, updatedAt: at })
      .onConflictDoNothing({ target: sellers.slug })
      .returning({ id: sellers.id, shopName: sellers.shopName, slug: sellers.slug });
    if (!created) throw new HttpError(409, `A shop named "${shopName}" (slug ${slug}) already exists.`);
    return { ...account, role: "seller", shop: created };
  });
}
