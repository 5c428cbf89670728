CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"action" text NOT NULL,
	"target" text,
	"ip" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"consent_region" text DEFAULT 'general' NOT NULL,
	"director_id" uuid NOT NULL,
	"logo" "bytea",
	"logo_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centers_consent_region" CHECK ("centers"."consent_region" IN ('general', 'eu')),
	CONSTRAINT "centers_logo_has_type" CHECK (("centers"."logo" IS NULL) = ("centers"."logo_type" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"center_id" uuid NOT NULL,
	"pid" smallint NOT NULL,
	"survey_count" integer DEFAULT 0 NOT NULL,
	"survey_token" text,
	"survey_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participants_center_pid_key" UNIQUE("center_id","pid"),
	CONSTRAINT "participants_survey_token_key" UNIQUE("survey_token"),
	CONSTRAINT "participants_pid_range" CHECK ("participants"."pid" BETWEEN 1000 AND 9999),
	CONSTRAINT "participants_survey_count_nonneg" CHECK ("participants"."survey_count" >= 0),
	CONSTRAINT "participants_token_has_expiry" CHECK (("participants"."survey_token" IS NULL) = ("participants"."survey_token_expires_at" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"first_name" text,
	"last_name" text,
	"password_hash" text NOT NULL,
	"center_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_role" CHECK ("staff_accounts"."role" IN ('admin', 'director', 'manager')),
	CONSTRAINT "staff_accounts_email_lower" CHECK ("staff_accounts"."email" = lower("staff_accounts"."email")),
	CONSTRAINT "staff_accounts_manager_has_center" CHECK (("staff_accounts"."role" = 'manager') = ("staff_accounts"."center_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"participant_id" uuid NOT NULL,
	"center_id" uuid NOT NULL,
	"survey_no" integer NOT NULL,
	"answers" smallint[] NOT NULL,
	"scores" smallint[] NOT NULL,
	"language" text NOT NULL,
	"consented" boolean NOT NULL,
	"scoring_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_participant_survey_no_key" UNIQUE("participant_id","survey_no"),
	CONSTRAINT "surveys_survey_no_positive" CHECK ("surveys"."survey_no" >= 1),
	CONSTRAINT "surveys_answers_36" CHECK (cardinality("surveys"."answers") = 36),
	CONSTRAINT "surveys_scores_8" CHECK (cardinality("surveys"."scores") = 8)
);
--> statement-breakpoint
ALTER TABLE "centers" ADD CONSTRAINT "centers_director_id_staff_accounts_id_fk" FOREIGN KEY ("director_id") REFERENCES "public"."staff_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participants" ADD CONSTRAINT "participants_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_staff_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_participant_id_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_center_id_centers_id_fk" FOREIGN KEY ("center_id") REFERENCES "public"."centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "centers_name_lower_key" ON "centers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "centers_director_idx" ON "centers" USING btree ("director_id");--> statement-breakpoint
CREATE INDEX "participants_center_created_idx" ON "participants" USING btree ("center_id","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_account_idx" ON "password_reset_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_key" ON "staff_accounts" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_center_key" ON "staff_accounts" USING btree ("center_id");--> statement-breakpoint
CREATE INDEX "surveys_center_created_idx" ON "surveys" USING btree ("center_id","created_at");