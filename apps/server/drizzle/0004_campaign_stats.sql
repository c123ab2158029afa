CREATE TYPE "public"."stat_event_type" AS ENUM('VIEW', 'IMPRESSION', 'CLICK');--> statement-breakpoint
CREATE TYPE "public"."stat_placement" AS ENUM('MAIN_SLIDER', 'CATEGORY_SLIDER', 'FEATURED', 'LIST', 'CATEGORY', 'SEARCH', 'ARTICLE');--> statement-breakpoint
CREATE TABLE "stats_daily" (
	"day" date NOT NULL,
	"article_id" integer NOT NULL,
	"placement" "stat_placement" NOT NULL,
	"type" "stat_event_type" NOT NULL,
	"count" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_daily_day_article_id_placement_type_pk" PRIMARY KEY("day","article_id","placement","type")
);
--> statement-breakpoint
CREATE TABLE "stats_day_keys" (
	"day" date PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stats_reader_marks" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"reader_hash" text NOT NULL,
	CONSTRAINT "stats_reader_marks_day_scope_reader_hash_pk" PRIMARY KEY("day","scope","reader_hash")
);
--> statement-breakpoint
CREATE TABLE "stats_readers" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"readers" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "stats_readers_day_scope_pk" PRIMARY KEY("day","scope")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "decided_at" timestamp with time zone;