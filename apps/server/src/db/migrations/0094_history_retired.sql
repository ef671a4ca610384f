CREATE TABLE "ledger_carried" (
	"account_id" bigint PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"postings" bigint NOT NULL,
	"through" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_retired" (
	"table_name" varchar(64) NOT NULL,
	"partition" varchar(64) NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"rows_kept" integer NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "history_retired_table_name_partition_pk" PRIMARY KEY("table_name","partition")
);
--> statement-breakpoint
ALTER TABLE "ledger_carried" ADD CONSTRAINT "ledger_carried_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;