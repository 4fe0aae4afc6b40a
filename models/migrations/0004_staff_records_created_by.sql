ALTER TABLE "banners" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "gifts" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_customers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_created_by_idx" ON "banners" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "blogs_created_by_idx" ON "blogs" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "gifts_created_by_idx" ON "gifts" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "coupons_created_by_idx" ON "coupons" USING btree ("created_by");