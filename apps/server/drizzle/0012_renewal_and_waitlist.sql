CREATE TABLE "promotion_renewals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promotion_id" integer NOT NULL,
	"payment_id" uuid,
	"previous_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_waitlist" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "slot_waitlist_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan_type" "plan_type" NOT NULL,
	"category_id" integer,
	"held_until" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "renewal_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "promotion_renewals" ADD CONSTRAINT "promotion_renewals_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_renewals" ADD CONSTRAINT "promotion_renewals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_waitlist" ADD CONSTRAINT "slot_waitlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_waitlist" ADD CONSTRAINT "slot_waitlist_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_waitlist" ADD CONSTRAINT "slot_waitlist_order_id_payments_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_renewals_payment_idx" ON "promotion_renewals" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_waitlist_user_slider_idx" ON "slot_waitlist" USING btree ("user_id","plan_type",coalesce("category_id", 0));--> statement-breakpoint
CREATE INDEX "slot_waitlist_line_idx" ON "slot_waitlist" USING btree ("plan_type","category_id","id");--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_renewal_payment_id_payments_id_fk" FOREIGN KEY ("renewal_payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_renewal_payment_idx" ON "promotions" USING btree ("renewal_payment_id");