CREATE TABLE "sign_template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"html" text NOT NULL,
	"form_model" jsonb NOT NULL,
	"assets" jsonb NOT NULL,
	"content_hash" varchar(64) NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_code" varchar(64) NOT NULL,
	"account_id" uuid,
	"name" text NOT NULL,
	"is_fallback" boolean DEFAULT false NOT NULL,
	"current_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sign_template_versions" ADD CONSTRAINT "sign_template_versions_template_id_sign_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."sign_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_templates" ADD CONSTRAINT "sign_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_template_versions_template_id_version_key" ON "sign_template_versions" USING btree ("template_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "sign_templates_template_code_key" ON "sign_templates" USING btree ("template_code");--> statement-breakpoint
CREATE INDEX "sign_templates_account_id_name_idx" ON "sign_templates" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "sign_templates_global_name_idx" ON "sign_templates" USING btree ("name") WHERE "sign_templates"."account_id" is null;