-- What a connecting screen is told its manifest hash is comes from the last rebuild's stored hash,
-- so a fleet reconnecting after a restart builds no manifest: the heartbeat interval that manifest
-- names, and the server code that built it (a hash is trusted only from the same code), are
-- stored beside the hash.
ALTER TABLE "players" ADD COLUMN "manifest_heartbeat_seconds" integer;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "manifest_built_by" varchar(64);
