CREATE TYPE "public"."payment_closed_reason" AS ENUM('USER_CANCELLED', 'EXPIRED');--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "closed_reason" "payment_closed_reason";