ALTER TABLE "session_links" ADD COLUMN "creator_network" text;--> statement-breakpoint
ALTER TABLE "session_links" ADD COLUMN "pairing_code" text;--> statement-breakpoint
ALTER TABLE "session_links" ADD COLUMN "pairing_tries" integer DEFAULT 0 NOT NULL;