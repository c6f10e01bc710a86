ALTER TABLE "jobs" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "summary" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "failed_at" timestamp with time zone;