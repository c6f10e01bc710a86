CREATE TYPE "public"."saved_filter_kind" AS ENUM('Player', 'Media', 'Item');--> statement-breakpoint
CREATE TABLE "saved_filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"filter_code" varchar(64) NOT NULL,
	"kind" "saved_filter_kind" NOT NULL,
	"account_id" uuid,
	"name" text NOT NULL,
	"condition" jsonb NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_filter_code_key" ON "saved_filters" USING btree ("filter_code");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_account_kind_name_key" ON "saved_filters" USING btree ("account_id","kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "saved_filters_provider_kind_name_key" ON "saved_filters" USING btree ("kind",lower("name")) WHERE "saved_filters"."account_id" is null;--> statement-breakpoint
CREATE INDEX "saved_filters_name_trgm" ON "saved_filters" USING gin ("name" gin_trgm_ops);