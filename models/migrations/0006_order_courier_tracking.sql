ALTER TABLE "orders" ADD COLUMN "courier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_courier_chk" CHECK (char_length("orders"."courier") between 1 and 60);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tracking_number_chk" CHECK (char_length("orders"."tracking_number") between 1 and 40);