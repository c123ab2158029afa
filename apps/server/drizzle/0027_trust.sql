CREATE TYPE "public"."pi_network" AS ENUM('MAINNET', 'TESTNET', 'NONE');--> statement-breakpoint
CREATE TYPE "public"."report_action" AS ENUM('DISMISS', 'UNPUBLISH', 'HIDE_REVIEW', 'SUSPEND_MAKER');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('SCAM', 'BROKEN', 'MISLEADING', 'WRONG_CATEGORY', 'OFFENSIVE', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."report_target_type" AS ENUM('ARTICLE', 'REVIEW');--> statement-breakpoint
ALTER TYPE "public"."article_status" ADD VALUE 'HIDDEN';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REPORT_RECEIVED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'REPORT_RESOLVED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ARTICLE_HIDDEN';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ARTICLE_UNPUBLISHED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ACCOUNT_SUSPENDED';--> statement-breakpoint
ALTER TYPE "public"."notification_type" ADD VALUE 'ACCOUNT_RESTORED';--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"target_type" "report_target_type" NOT NULL,
	"target_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" "report_reason" NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"outcome" "report_action"
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_username" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"summary" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "app_url" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "pi_network" "pi_network";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "screening_findings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_idx" ON "reports" USING btree ("target_type","target_id","reporter_id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("target_type","target_id") WHERE "reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_username","id");