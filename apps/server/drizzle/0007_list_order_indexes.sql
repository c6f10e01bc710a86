-- The clients and organizations lists order by name, then id: these serve the order and its keyset continuation.
CREATE INDEX "accounts_name_id_idx" ON "accounts" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "organizations_name_id_idx" ON "organizations" USING btree ("name","id");