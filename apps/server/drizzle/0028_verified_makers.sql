ALTER TYPE "public"."notification_type" ADD VALUE 'VERIFICATION_LAPSED';--> statement-breakpoint
CREATE TABLE "maker_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maker_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"host" text NOT NULL,
	"app_url" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"method" text DEFAULT 'TOKEN' NOT NULL,
	"verified_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"verification_id" integer NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_ok" boolean NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "maker_verifications" ADD CONSTRAINT "maker_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_checks" ADD CONSTRAINT "verification_checks_verification_id_maker_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."maker_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_checks" ADD CONSTRAINT "verification_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "maker_verifications_user_host_idx" ON "maker_verifications" USING btree ("user_id","host");--> statement-breakpoint
CREATE INDEX "maker_verifications_status_idx" ON "maker_verifications" USING btree ("status","last_checked_at");--> statement-breakpoint
CREATE INDEX "verification_checks_user_idx" ON "verification_checks" USING btree ("user_id","at");