CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"comment_code" varchar(64) NOT NULL,
	"account_id" uuid NOT NULL,
	"player_id" uuid,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_player_status_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"player_id" uuid NOT NULL,
	"text" text,
	"overwrites_online" boolean NOT NULL,
	"set_by_user_id" uuid,
	"set_by_name" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_player_status_history" ADD CONSTRAINT "custom_player_status_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_player_status_history" ADD CONSTRAINT "custom_player_status_history_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_player_status_history" ADD CONSTRAINT "custom_player_status_history_set_by_user_id_users_id_fk" FOREIGN KEY ("set_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_account_id_player_id_created_at_idx" ON "comments" USING btree ("account_id","player_id","created_at");--> statement-breakpoint
CREATE INDEX "comments_player_id_idx" ON "comments" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "custom_player_status_history_player_id_set_at_idx" ON "custom_player_status_history" USING btree ("player_id","set_at");--> statement-breakpoint
CREATE INDEX "custom_player_status_history_account_id_idx" ON "custom_player_status_history" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "players_name_id_idx" ON "players" USING btree ("name","id");