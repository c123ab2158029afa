ALTER TYPE "public"."notification_type" ADD VALUE 'FOLLOWED_NEWS';--> statement-breakpoint
CREATE TABLE "maker_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bio" text,
	"website" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_follows" (
	"follower_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "category_follows_follower_id_category_id_pk" PRIMARY KEY("follower_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "follow_announcements" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"maker_id" integer NOT NULL,
	"category_id" integer,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"announced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maker_follows" (
	"follower_id" integer NOT NULL,
	"maker_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maker_follows_follower_id_maker_id_pk" PRIMARY KEY("follower_id","maker_id")
);
--> statement-breakpoint
ALTER TABLE "maker_profiles" ADD CONSTRAINT "maker_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_follows" ADD CONSTRAINT "category_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "category_follows" ADD CONSTRAINT "category_follows_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_announcements" ADD CONSTRAINT "follow_announcements_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_announcements" ADD CONSTRAINT "follow_announcements_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_announcements" ADD CONSTRAINT "follow_announcements_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maker_follows" ADD CONSTRAINT "maker_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maker_follows" ADD CONSTRAINT "maker_follows_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_follows_category_idx" ON "category_follows" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "follow_announcements_due_idx" ON "follow_announcements" USING btree ("due_at") WHERE "follow_announcements"."announced_at" is null;--> statement-breakpoint
CREATE INDEX "maker_follows_maker_idx" ON "maker_follows" USING btree ("maker_id");