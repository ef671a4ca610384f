CREATE TABLE "risk_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" bigint NOT NULL,
	"kind" varchar(24) NOT NULL,
	"status" varchar(8) DEFAULT 'OPEN' NOT NULL,
	"holds_withdrawals" boolean DEFAULT false NOT NULL,
	"evidence" jsonb NOT NULL,
	"owner" text,
	"outcome" varchar(24),
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "risk_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "risk_cases_open_uq" ON "risk_cases" USING btree ("member_id","kind") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "risk_cases_queue" ON "risk_cases" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "risk_notes_case" ON "risk_notes" USING btree ("case_id","id");