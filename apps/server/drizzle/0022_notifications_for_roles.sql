-- Admins' notifications addressed to the role (modules/notifications): an admin who had never signed in when a
-- submission or a contact message was raised sees it at their first sign-in; each admin's read state is in
-- notification_reads, and resolved_at (the article was decided) counts as read for every admin. A role's
-- notification reaches the Pi app of each admin known when it was raised: one outbox row per (notification, user).
CREATE TABLE "notification_reads" (
	"notification_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_reads_notification_id_user_id_pk" PRIMARY KEY("notification_id","user_id")
);
--> statement-breakpoint
DROP INDEX "notification_outbox_notification_idx";--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "audience" "role";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_audience_idx" ON "notifications" USING btree ("audience","id" DESC NULLS LAST) WHERE "notifications"."audience" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_audience_dedupe_idx" ON "notifications" USING btree ("audience","dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_notification_idx" ON "notification_outbox" USING btree ("notification_id","user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_one_addressee" CHECK (("notifications"."user_id" is null) <> ("notifications"."audience" is null));