CREATE TABLE "device_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"event" varchar(12) NOT NULL,
	"device_id" varchar(64),
	"ip" varchar(64),
	"ip_range" varchar(64),
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_rule_settings" (
	"merchant_id" integer NOT NULL,
	"code" varchar(32) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"params" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "device_signals_member" ON "device_signals" USING btree ("member_id","id");--> statement-breakpoint
CREATE INDEX "device_signals_device" ON "device_signals" USING btree ("merchant_id","device_id","at");--> statement-breakpoint
CREATE INDEX "device_signals_range" ON "device_signals" USING btree ("merchant_id","ip_range","at");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_rule_settings_uq" ON "risk_rule_settings" USING btree ("merchant_id","code");