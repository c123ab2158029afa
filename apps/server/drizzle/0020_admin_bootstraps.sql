CREATE TABLE "admin_bootstraps" (
	"username" text PRIMARY KEY NOT NULL,
	"pi_uid" text NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
