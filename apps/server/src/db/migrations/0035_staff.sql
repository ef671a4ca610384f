CREATE TABLE "staff_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"username" varchar(32) NOT NULL,
	"display_name" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"role_id" integer NOT NULL,
	"totp_secret" varchar(64),
	"totp_last_step" bigint DEFAULT 0 NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"status" varchar(8) DEFAULT 'ACTIVE' NOT NULL,
	"language" varchar(2) DEFAULT 'EN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer,
	"code" varchar(16) NOT NULL,
	"name" varchar(64) NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"system" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"staff_id" integer NOT NULL,
	"stage" varchar(8) NOT NULL,
	"pending_secret" varchar(64),
	"ip" varchar(64) NOT NULL,
	"user_agent" varchar(256) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "staff_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_role_id_staff_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."staff_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_uq" ON "staff_accounts" USING btree (coalesce("merchant_id", 0),"username");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_roles_uq" ON "staff_roles" USING btree (coalesce("merchant_id", 0),"code");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id","id");--> statement-breakpoint
-- Merchants that exist already: the back office's finance and administrator roles get the four-eyes thresholds of the
-- operator keys' FINANCE and ADMIN (1,000 and 10,000 in their currency), as the demo seed sets for new ones.
INSERT INTO four_eyes_thresholds (merchant_id, role, action, threshold)
SELECT m.id, r.role, 'balance.adjust', (r.units * power(10, m.currency_decimals))::bigint
FROM merchants m, (VALUES ('finance', 1000), ('administrator', 10000)) AS r(role, units)
ON CONFLICT DO NOTHING;
