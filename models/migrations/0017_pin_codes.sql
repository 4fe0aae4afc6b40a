CREATE TABLE "pin_codes" (
	"pin" text PRIMARY KEY NOT NULL,
	"office" text NOT NULL,
	"district" text NOT NULL,
	"state" text NOT NULL,
	CONSTRAINT "pin_codes_pin_chk" CHECK ("pin_codes"."pin" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cod_fee" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_by" date;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cod_fee_chk" CHECK ("orders"."cod_fee" >= 0 and "orders"."cod_fee" % 100 = 0);