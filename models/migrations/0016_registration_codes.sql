CREATE TABLE "registration_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"otp_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_codes_attempts_chk" CHECK ("registration_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE INDEX "registration_codes_email_created_at_idx" ON "registration_codes" USING btree ("email","created_at");