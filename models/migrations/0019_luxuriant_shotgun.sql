CREATE TYPE "public"."return_resolution" AS ENUM('refund', 'exchange');--> statement-breakpoint
ALTER TYPE "public"."return_status" ADD VALUE 'exchanged';--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "exchange_size" text;--> statement-breakpoint
ALTER TABLE "return_lines" ADD COLUMN "exchange_color" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "resolution" "return_resolution" DEFAULT 'refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "replacement_order_id" uuid;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "exchanged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "returns_replacement_order_id_idx" ON "returns" USING btree ("replacement_order_id");--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_exchange_chk" CHECK (("return_lines"."exchange_size" is null) = ("return_lines"."exchange_color" is null));--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_exchange_refund_chk" CHECK ("returns"."resolution" = 'refund' or ("returns"."refund_to" is null and "returns"."refund_id" is null));