CREATE TABLE "report_member_windows" (
	"merchant_id" integer NOT NULL,
	"kind" integer NOT NULL,
	"period_start" date NOT NULL,
	"last_day" date NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_member_windows_merchant_id_kind_pk" PRIMARY KEY("merchant_id","kind")
);
