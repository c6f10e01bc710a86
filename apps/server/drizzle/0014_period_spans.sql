ALTER TABLE "schedule_periods" ADD COLUMN "plays_until" timestamp;
