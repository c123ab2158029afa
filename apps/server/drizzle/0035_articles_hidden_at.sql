-- When the scam rule hid an article: dismissed reports then give its promotions that time back.
ALTER TABLE "articles" ADD COLUMN "hidden_at" timestamp with time zone;